import type { ProductList } from "@domain/schemas/catalog";
import type { PublicSellerProfile } from "@domain/schemas/public-seller";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { products, profiles, subscriptionPlans } from "../../db/schema";
import { createUserWithProfile } from "../../db/seed/factories";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { startSubscription } from "../../modules/subscriptions/start-subscription";
import { errorShape } from "../../test/error-shape";
import { createTestApp } from "../../test/test-app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const getSeller = (id: string, headers: Record<string, string> = {}) => app.inject({ url: `/api/public/sellers/${id}`, headers });
const getProducts = (id: string, query: Record<string, string> = {}) =>
  app.inject({ url: `/api/public/sellers/${id}/products`, query });

async function subscribe(userId: string, planName: string) {
  const [plan] = await app.ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, planName));
  await app.ctx.db.transaction((tx) =>
    startSubscription(tx, { userId, planId: plan!.id, billingCycle: "monthly", startDate: "2026-11-24", endDate: "2099-12-24", paymentOrderId: null }),
  );
}

/** Every page of the seller's products, following nextCursor. */
async function allPages(sellerId: string, limit: number): Promise<ProductList["items"][]> {
  const pages: ProductList["items"][] = [];
  let cursor: string | null = null;
  do {
    const res = await getProducts(sellerId, { limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ProductList>();
    pages.push(page.items);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

const billingAddress = { address: "4 Market Road", city: "Ludhiana", state: "Punjab", zip: "141001", country: "India" };

describe("GET /api/public/sellers/:sellerId", () => {
  it("answers the seller's public profile: company, type, place, tick, member since, featured plan, active products", async () => {
    const seller = await createTestSeller(app.ctx.db, { companyName: "Ludhiana Steel & Tools", businessSubtype: "manufacturer", billingAddress, gstNumber: "03AAHCL8765M1Z5" });
    await createTestProduct(app.ctx.db, seller.id);
    await createTestProduct(app.ctx.db, seller.id);
    await createTestProduct(app.ctx.db, seller.id, { isActive: false });

    const res = await getSeller(seller.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PublicSellerProfile>();
    expect(body).toEqual({
      id: seller.id,
      companyName: "Ludhiana Steel & Tools",
      isVerified: true,
      businessType: "manufacturer",
      city: "Ludhiana",
      state: "Punjab",
      memberSince: seller.createdAt.toISOString(),
      featuredPlanName: null,
      activeProductCount: 2,
      // A new seller: nothing judged yet (seller-trust.routes.test.ts has the figures).
      trust: expect.objectContaining({ responseRatePercent: null, ordersDelivered: 0, yearsOnPlatform: 0, verified: true }),
    });
    // Nothing private leaves: no GSTIN, phone, street address or bank details.
    expect(res.body).not.toMatch(/03AAHCL|Market Road|gst|phone|bank/i);
    expect(res.headers["cache-control"]).toBe("public, no-cache");
    expect((await getSeller(seller.id, { "if-none-match": String(res.headers.etag) })).statusCode).toBe(304);
  });

  it("shows the plan badge only while a plan with the featured-seller perk is in force", async () => {
    const seller = await createTestSeller(app.ctx.db, { companyName: "Kochi Kitchen Works" });
    await subscribe(seller.id, "Standard");
    expect((await getSeller(seller.id)).json<PublicSellerProfile>().featuredPlanName).toBeNull();
    await subscribe(seller.id, "Enterprise");
    expect((await getSeller(seller.id)).json<PublicSellerProfile>().featuredPlanName).toBe("Enterprise");
  });

  it("is a 404 for an unknown id, a buyer, an admin and a deactivated seller; a 400 for a malformed id", async () => {
    const buyer = await createUserWithProfile(app.ctx.db, { email: "buyer-page@example.test", password: "Passw0rd!x", accountType: "buyer" });
    const admin = await createTestSeller(app.ctx.db, { isAdmin: true });
    const deactivated = await createTestSeller(app.ctx.db, { isActive: false });
    await createTestProduct(app.ctx.db, deactivated.id);
    for (const id of ["00000000-0000-4000-8000-000000000000", buyer.id, admin.id, deactivated.id]) {
      for (const res of [await getSeller(id), await getProducts(id)]) {
        expect(res.statusCode, id).toBe(404);
        expect(errorShape(res.json())).toEqual({ code: "PROFILE_NOT_FOUND" });
      }
    }
    expect((await getSeller("not-an-id")).statusCode).toBe(400);
  });
});

describe("GET /api/public/sellers/:sellerId/products", () => {
  it("lists only the seller's active products, newest first, as the catalogue's cards", async () => {
    const seller = await createTestSeller(app.ctx.db, { companyName: "Annapurna Foods" });
    const other = await createTestSeller(app.ctx.db, { companyName: "Someone Else" });
    const older = await createTestProduct(app.ctx.db, seller.id, { name: "Older rice", createdAt: new Date("2026-01-01T00:00:00Z"), media: [{ mediaUrl: "/media/rice.webp" }] });
    const newer = await createTestProduct(app.ctx.db, seller.id, { name: "Newer dal", createdAt: new Date("2026-02-01T00:00:00Z") });
    await createTestProduct(app.ctx.db, seller.id, { name: "Draft ghee", isActive: false });
    await createTestProduct(app.ctx.db, other.id, { name: "Someone else's oil" });

    const res = await getProducts(seller.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ProductList>();
    expect(body.items.map((item) => item.name)).toEqual(["Newer dal", "Older rice"]);
    expect(body.nextCursor).toBeNull();
    expect(body.items[1]).toMatchObject({
      id: older.id,
      seller: { id: seller.id, companyName: "Annapurna Foods", isVerified: true },
      thumbnail: { mediaUrl: "/media/rice.webp", mediaType: "image" },
    });
    expect(body.items[0]!.id).toBe(newer.id);

    // A product hidden later leaves the list at once (the cache hears of the change).
    await app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, newer.id));
    await expect.poll(async () => (await getProducts(seller.id)).json<ProductList>().items.map((item) => item.name)).toEqual(["Older rice"]);
    // And a seller deactivated later is a 404.
    await app.ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, seller.id));
    await expect.poll(async () => (await getProducts(seller.id)).statusCode).toBe(404);
  });

  it("pages through every product once, with no skip or repeat, even among products listed at the same moment", async () => {
    const seller = await createTestSeller(app.ctx.db);
    const sameMoment = new Date("2026-03-01T10:00:00.123456Z");
    const created: string[] = [];
    for (let n = 0; n < 11; n += 1) {
      const createdAt = n % 3 === 0 ? sameMoment : new Date(Date.UTC(2026, 2, 1 + n));
      created.push((await createTestProduct(app.ctx.db, seller.id, { createdAt })).id);
    }
    await createTestProduct(app.ctx.db, seller.id, { isActive: false });

    const pages = await allPages(seller.id, 4);
    expect(pages.map((page) => page.length)).toEqual([4, 4, 3]);
    const ids = pages.flat().map((item) => item.id);
    expect(new Set(ids).size).toBe(11);
    expect([...ids].sort()).toEqual([...created].sort());
    expect((await getSeller(seller.id)).json<PublicSellerProfile>().activeProductCount).toBe(11);
    // The default page is a dozen.
    expect((await getProducts(seller.id)).json<ProductList>().items).toHaveLength(11);
  });

  it("refuses a cursor of another listing, an unknown parameter and a page size out of range", async () => {
    const seller = await createTestSeller(app.ctx.db);
    const foreign = Buffer.from(JSON.stringify(["name_asc", "Bolts", "00000000-0000-4000-8000-000000000000", null])).toString("base64url");
    const invalid = await getProducts(seller.id, { cursor: foreign });
    expect(invalid.statusCode).toBe(400);
    expect(errorShape(invalid.json())).toEqual({ code: "INVALID_CURSOR" });
    expect((await getProducts(seller.id, { sort: "price_asc" })).statusCode).toBe(400);
    expect((await getProducts(seller.id, { limit: "0" })).statusCode).toBe(400);
    expect((await getProducts(seller.id, { limit: "61" })).statusCode).toBe(400);
  });
});
