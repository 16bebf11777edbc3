import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ratingSummary, starCountsOf, type Stars } from "@domain/reviews";
import { productDetailSchema } from "@domain/schemas/catalog";
import { publicSellerProfileSchema } from "@domain/schemas/public-seller";
import type { App } from "../../app";
import { productReviews, profiles, threadMessages, threads } from "../../db/schema";
import { createUserWithProfile } from "../../db/seed/factories";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createTestOrder } from "../../modules/orders/test-factories";
import { refreshTrustSignals } from "../../modules/trust-signals/refresh-trust-signals";
import { createTestApp } from "../../test/test-app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const DAY = 86_400_000;
const buyer = () =>
  createUserWithProfile(app.ctx.db, { email: `buyer-${randomUUID().slice(0, 8)}@example.test`, password: "Passw0rd!x", accountType: "buyer", companyName: "Gupta Kirana" });

describe("a seller's trust figures on its page and beside its name on product pages", () => {
  it("carry the rating, response rate and time, deliveries, on-time share, years and tick, the same in both", async () => {
    const seller = await createTestSeller(app.ctx.db, { companyName: "Annapurna Foods" });
    // Joined three years and a bit ago.
    const joined = new Date(Date.now() - (3 * 365 + 20) * DAY);
    await app.ctx.db.update(profiles).set({ createdAt: joined }).where(eq(profiles.id, seller.id));
    const product = await createTestProduct(app.ctx.db, seller.id, { name: "Basmati Rice 25 kg" });

    const given: Stars[] = [5, 4, 4, 2];
    for (const stars of given) {
      const { id: buyerId } = await buyer();
      const { order, items } = await createTestOrder(app.ctx.db, { buyerId, sellerId: seller.id, lines: [{ product, quantity: 1 }], status: "Delivered" });
      await app.ctx.db.insert(productReviews).values({ orderItemId: items[0]!.id, orderId: order.id, productId: product.id, sellerId: seller.id, buyerId, stars });
    }
    // One enquiry answered after 2 hours, one never answered.
    for (const answeredAfter of [120, null]) {
      const { id: buyerId } = await buyer();
      const askedAt = new Date(Date.now() - 3 * DAY);
      const [thread] = await app.ctx.db
        .insert(threads)
        .values({ buyerId, sellerId: seller.id, origin: "enquiry", productId: product.id, subject: product.name, quantity: 10, deliveryCity: "Pune", deliveryPincode: "411001" })
        .returning();
      await app.ctx.db.insert(threadMessages).values({ threadId: thread!.id, author: "buyer", authorId: buyerId, body: "Rate?", createdAt: askedAt });
      if (answeredAfter !== null) {
        await app.ctx.db
          .insert(threadMessages)
          .values({ threadId: thread!.id, author: "seller", authorId: seller.id, body: "₹1,850 a bag", createdAt: new Date(askedAt.getTime() + answeredAfter * 60_000) });
      }
    }
    await refreshTrustSignals(app.ctx.db, new Date(), [seller.id]);

    const sellerRes = await app.inject({ url: `/api/public/sellers/${seller.id}` });
    expect(sellerRes.statusCode, sellerRes.body).toBe(200);
    const profile = publicSellerProfileSchema.parse(sellerRes.json());
    expect(profile.trust).toEqual({
      rating: ratingSummary(starCountsOf(given)),
      responseRatePercent: 50,
      medianResponseMinutes: 120,
      enquiriesReceived: 2,
      ordersDelivered: 4,
      // The test orders promised no delivery window: nothing to judge.
      onTimePercent: null,
      yearsOnPlatform: 3,
      verified: true,
    });
    expect(profile.trust.rating.averageTenths).toBe(38);

    // The product page's JSON is written by PostgreSQL: the same figures, to the digit.
    const productRes = await app.inject({ url: `/api/public/products/${product.id}` });
    expect(productRes.statusCode, productRes.body).toBe(200);
    const detail = productDetailSchema.parse(productRes.json());
    expect(detail.seller.trust).toEqual(profile.trust);
  });

  it("shows nothing to judge for a seller the job has not reached, and no rating without reviews", async () => {
    const seller = await createTestSeller(app.ctx.db, { isVerified: false });
    const product = await createTestProduct(app.ctx.db, seller.id);
    const expected = {
      rating: ratingSummary(starCountsOf([])),
      responseRatePercent: null,
      medianResponseMinutes: null,
      enquiriesReceived: 0,
      ordersDelivered: 0,
      onTimePercent: null,
      yearsOnPlatform: 0,
      verified: false,
    };
    expect((await app.inject({ url: `/api/public/sellers/${seller.id}` })).json().trust).toEqual(expected);
    expect((await app.inject({ url: `/api/public/products/${product.id}` })).json().seller.trust).toEqual(expected);
  });
});
