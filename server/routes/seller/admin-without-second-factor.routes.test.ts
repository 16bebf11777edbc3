import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { products } from "../../db/schema";
import { productInput } from "../../modules/seller-catalog/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";
import { enrolTwoFactor } from "../../test/two-factor-enrolment";

// Found by an outside probe: an administrator without a second factor passed the seller guard and listed goods
// that the catalogue then showed under its buyer account.
let app: App;
beforeAll(async () => {
  app = await createTestApp({ REQUIRE_ADMIN_TOTP: "true" });
});
afterAll(async () => app.close());

const listedBy = async (profileId: string) => app.ctx.db.select({ id: products.id }).from(products).where(eq(products.sellerId, profileId));

/** A CSV of one new product, as a seller's own export writes it (the id left empty: a create). */
async function newProductCsv() {
  const seller = await signInAs(app, "seller");
  await app.inject({ method: "POST", url: "/api/seller/products", headers: seller.headers, payload: productInput({ name: "Probe bolts" }) });
  const exported = (await app.inject({ url: "/api/seller/products/export.csv", headers: seller.headers })).body.replace(/^\uFEFF/, "");
  const { data } = Papa.parse<Record<string, string>>(exported, { header: true, skipEmptyLines: true });
  return Papa.unparse(data.map((row) => ({ ...row, id: "", name: "Admin bolts" })));
}

describe("an administrator without a second factor", () => {
  it("gets 403 TWO_FACTOR_REQUIRED in the seller and buyer areas, but reaches its own account and enrolment", async () => {
    const admin = await signInAs(app, "admin");
    const refused = [
      await app.inject({ url: "/api/seller/products", headers: admin.headers }),
      await app.inject({ method: "POST", url: "/api/seller/products", headers: admin.headers, payload: productInput({ name: "Probe listing" }) }),
      await app.inject({ url: "/api/buyer/cart", headers: admin.headers }),
      await app.inject({ url: "/api/admin/access", headers: admin.headers }),
    ];
    for (const res of refused) expect([res.statusCode, res.json().error.code]).toEqual([403, "TWO_FACTOR_REQUIRED"]);
    expect(await listedBy(admin.profile.id)).toEqual([]);

    expect((await app.inject({ url: "/api/account/me", headers: admin.headers })).statusCode).toBe(200);
    const { cookie } = await enrolTwoFactor(app, admin.cookie, admin.password);
    const headers = { cookie, origin: TEST_ORIGIN };
    expect((await app.inject({ url: "/api/admin/access", headers })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/seller/products", headers })).statusCode).toBe(200);
  });
});

describe("products belong only to seller accounts", () => {
  it("refuses an administrator's create and CSV import in the seller dashboard (403), and lists nothing under its account", async () => {
    const admin = await signInAs(app, "admin");
    const { cookie } = await enrolTwoFactor(app, admin.cookie, admin.password);
    const headers = { cookie, origin: TEST_ORIGIN };
    const created = await app.inject({ method: "POST", url: "/api/seller/products", headers, payload: productInput({ name: "Admin listing" }) });
    expect([created.statusCode, created.json().error.code]).toEqual([403, "FORBIDDEN"]);
    const imported = await app.inject({ method: "POST", url: "/api/seller/products/import", headers, payload: { csv: await newProductCsv() } });
    expect([imported.statusCode, imported.json().error.code]).toEqual([403, "FORBIDDEN"]);
    expect(await listedBy(admin.profile.id)).toEqual([]);
    // Reading the dashboard stays open to it.
    expect((await app.inject({ url: "/api/seller/products", headers })).json()).toMatchObject({ items: [], total: 0 });
  });
});
