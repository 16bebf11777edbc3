import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BUYER_ADDRESSES } from "@domain/schemas/buyer-addresses";
import type { App } from "../../app";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const MUMBAI = { address: "14 Linking Road", city: "Mumbai", state: "Maharashtra", zip: "400050", country: "India" };
const PUNE = { address: "1 FC Road", city: "Pune", state: "Maharashtra", zip: "411004", country: "India" };

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (headers: Record<string, string>, method: Method, path = "", payload?: object) =>
  app.inject({ method, url: `/api/buyer/addresses${path}`, headers, ...(payload ? { payload } : {}) });
const labels = async (headers: Record<string, string>) =>
  (await call(headers, "GET")).json().addresses.map((a: { label: string; isDefault: boolean }) => `${a.label}${a.isDefault ? "*" : ""}`);

describe("saved delivery addresses", () => {
  it("creates (the first is the default), lists the default first, updates, and deletes", async () => {
    const { headers } = await signInAs(app, "buyer");
    const shop = await call(headers, "POST", "", { label: "Shop", address: MUMBAI });
    expect(shop.statusCode).toBe(201);
    expect(shop.json()).toMatchObject({ label: "Shop", address: MUMBAI, isDefault: true });
    const godown = (await call(headers, "POST", "", { label: " Godown ", address: PUNE })).json();
    expect(godown).toMatchObject({ label: "Godown", isDefault: false });
    expect(await labels(headers)).toEqual(["Shop*", "Godown"]);

    const renamed = await call(headers, "PATCH", `/${godown.id}`, { label: "Warehouse", address: { ...PUNE, zip: "411001" } });
    expect(renamed.json()).toMatchObject({ label: "Warehouse", address: { zip: "411001" } });
    expect((await call(headers, "DELETE", `/${godown.id}`)).statusCode).toBe(204);
    expect(await labels(headers)).toEqual(["Shop*"]);
  });

  it("keeps one default: a new default or a PATCH moves it, deleting it passes it to the oldest left", async () => {
    const { headers } = await signInAs(app, "buyer");
    const a = (await call(headers, "POST", "", { label: "A", address: MUMBAI })).json();
    const b = (await call(headers, "POST", "", { label: "B", address: PUNE, isDefault: true })).json();
    await call(headers, "POST", "", { label: "C", address: PUNE });
    expect(await labels(headers)).toEqual(["B*", "A", "C"]);
    await call(headers, "PATCH", `/${a.id}`, { isDefault: true });
    expect(await labels(headers)).toEqual(["A*", "B", "C"]);
    await call(headers, "DELETE", `/${a.id}`);
    expect(await labels(headers)).toEqual(["B*", "C"]);
    expect((await call(headers, "PATCH", `/${b.id}`, { isDefault: false })).statusCode).toBe(400);
  });

  it("validates the PIN code, state and label, and keeps at most the limit", async () => {
    const { headers } = await signInAs(app, "buyer");
    const bad = await call(headers, "POST", "", { label: "Shop", address: { ...MUMBAI, zip: "04005", state: "Bombay" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { path: string }) => d.path).sort()).toEqual(["address.state", "address.zip"]);
    expect((await call(headers, "POST", "", { label: "", address: MUMBAI })).statusCode).toBe(400);
    for (let i = 0; i < MAX_BUYER_ADDRESSES; i++) expect((await call(headers, "POST", "", { label: `Shop ${i}`, address: MUMBAI })).statusCode).toBe(201);
    const over = await call(headers, "POST", "", { label: "One more", address: MUMBAI });
    expect([over.statusCode, over.json().error.code]).toEqual([422, "ADDRESS_LIMIT_REACHED"]);
  });

  it("answers another buyer's address as not found, and refuses sellers", async () => {
    const owner = await signInAs(app, "buyer");
    const other = await signInAs(app, "buyer");
    const seller = await signInAs(app, "seller");
    const mine = (await call(owner.headers, "POST", "", { label: "Shop", address: MUMBAI })).json();
    for (const [method, payload] of [["PATCH", { label: "Taken" }], ["DELETE", undefined]] as [Method, object | undefined][]) {
      const res = await call(other.headers, method, `/${mine.id}`, payload);
      expect([res.statusCode, res.json().error.code]).toEqual([404, "ADDRESS_NOT_FOUND"]);
    }
    expect((await call(other.headers, "GET")).json().addresses).toEqual([]);
    expect((await call(owner.headers, "PATCH", "/not-a-uuid", { label: "x" })).statusCode).toBe(404);
    expect((await call(seller.headers, "GET")).statusCode).toBe(403);
    expect(await labels(owner.headers)).toEqual(["Shop*"]);
  });
});
