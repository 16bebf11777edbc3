import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FREIGHT_RULES, type FreightRules } from "@domain/freight";
import type { App } from "../../app";
import { profiles, sellerShipping } from "../../db/schema";
import { createTestApp } from "../../test/test-app";
import { signInAs } from "../../test/sign-in";

let app: App;
let seller: Awaited<ReturnType<typeof signInAs>>;
let other: Awaited<ReturnType<typeof signInAs>>;

const RULES: FreightRules = {
  same_city: { kind: "flat", amount: 7_500, freeAbove: 300_000 },
  same_state: { kind: "per_unit", amount: 500, freeAbove: null },
  rest_of_india: { kind: "per_unit", amount: 1_500, freeAbove: 5_000_000 },
};

beforeAll(async () => {
  app = await createTestApp();
  const billingAddress = { address: "12 Ring Road", city: "Surat", state: "Gujarat", zip: "395003", country: "India" };
  seller = await signInAs(app, "seller", { billingAddress });
  other = await signInAs(app, "seller");
  await app.ctx.db.delete(sellerShipping).where(eq(sellerShipping.sellerId, seller.profile.id));
});
afterAll(async () => app.close());

const put = (headers: Record<string, string>, payload: unknown) => app.inject({ method: "PUT", url: "/api/seller/shipping", headers, payload: payload as object });

describe("seller shipping settings", () => {
  it("shows the defaults until saved, with the business address's PIN code", async () => {
    const res = await app.inject({ url: "/api/seller/shipping", headers: seller.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      freightRules: DEFAULT_FREIGHT_RULES,
      dispatchDays: 2,
      saved: false,
      dispatchPinCode: "395003",
      dispatchPlace: { state: "Gujarat", district: "Surat" },
    });
  });

  it("saves freight by zone, dispatch days and the dispatch PIN code, for the seller itself only", async () => {
    const res = await put(seller.headers, { freightRules: RULES, dispatchDays: 4, dispatchPinCode: "110001" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ freightRules: RULES, dispatchDays: 4, saved: true, dispatchPinCode: "110001", dispatchPlace: { state: "Delhi", district: "Delhi" } });
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, seller.profile.id));
    expect(profile!.shippingAddress).toEqual({ address: "12 Ring Road", city: "Delhi", state: "Delhi", zip: "110001", country: "India" });
    // The other seller's terms are untouched, and it cannot reach the first one's.
    const theirs = await app.inject({ url: "/api/seller/shipping", headers: other.headers });
    expect(theirs.json()).toMatchObject({ dispatchDays: 2, dispatchPinCode: null });
    expect(theirs.json().freightRules).not.toEqual(RULES);
  });

  it("refuses an unlisted PIN code (422), a negative charge, too many dispatch days, unknown fields (400); buyers (403)", async () => {
    const unknown = await put(seller.headers, { freightRules: RULES, dispatchDays: 2, dispatchPinCode: "999999" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe("PIN_CODE_NOT_FOUND");
    const negative = { ...RULES, same_city: { kind: "flat", amount: -1, freeAbove: null } };
    expect((await put(seller.headers, { freightRules: negative, dispatchDays: 2, dispatchPinCode: "110001" })).statusCode).toBe(400);
    expect((await put(seller.headers, { freightRules: RULES, dispatchDays: 31, dispatchPinCode: "110001" })).statusCode).toBe(400);
    expect((await put(seller.headers, { freightRules: RULES, dispatchDays: 2, dispatchPinCode: "110001", sellerId: other.profile.id })).statusCode).toBe(400);
    const buyer = await signInAs(app, "buyer");
    expect((await put(buyer.headers, { freightRules: RULES, dispatchDays: 2, dispatchPinCode: "110001" })).statusCode).toBe(403);
    expect((await app.inject({ url: "/api/seller/shipping" })).statusCode).toBe(401);
  });
});
