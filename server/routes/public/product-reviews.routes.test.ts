import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReviewPage } from "@domain/schemas/reviews";
import type { App } from "../../app";
import { productReviews, products, profiles } from "../../db/schema";
import { createTestProduct } from "../../modules/orders/test-factories";
import { createTestReview, createTestReviewer } from "../../modules/reviews/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
let seller: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  // Rate limits on, as in production: the per-account limits of votes and reports are part of what is tested.
  app = await createTestApp({ RATE_LIMITS: "on" });
  buyer = await signInAs(app, "buyer");
  seller = await signInAs(app, "seller", { companyName: "Bharat Electronics" });
});
afterAll(async () => app.close());

const product = () => createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
const reviewsOf = (productId: string, query = "", headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: `/api/public/products/${productId}/reviews${query}`, headers });
const page = async (productId: string, query = "", headers: Record<string, string> = {}) => {
  const res = await reviewsOf(productId, query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReviewPage>();
};
const vote = (reviewId: string, method: "POST" | "DELETE", headers: Record<string, string> = buyer.headers) =>
  app.inject({ method, url: `/api/reviews/${reviewId}/helpful`, headers });

/** Every page of a product's reviews in one sort, following nextCursor. */
async function allPages(productId: string, sort: string, limit: number) {
  const pages: ReviewPage[] = [];
  let cursor: string | null = null;
  do {
    const next: ReviewPage = await page(productId, `?sort=${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    pages.push(next);
    cursor = next.nextCursor;
  } while (cursor);
  return pages;
}

describe("a product's reviews", () => {
  it("summarise the visible reviews' stars (hidden ones left out) and show each review as anyone may read it", async () => {
    const kettle = await product();
    const jaipur = await createTestReviewer(app.ctx.db, { companyName: "Sharma Traders and Sons", city: "Jaipur" });
    const written = await createTestReview(app.ctx.db, {
      product: kettle,
      buyerId: jaipur.id,
      stars: 5,
      title: "Sturdy",
      text: "Arrived well packed.\nWould order again.",
      photos: ["/media/reviews/a/one.webp", "/images/demo/kettle.jpg"],
      reply: "Thank you for your order!",
      createdAt: new Date(Date.now() - 60_000),
    });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await createTestReview(app.ctx.db, { product: kettle, stars: 5, createdAt: minutesAgo(0.75) });
    await createTestReview(app.ctx.db, { product: kettle, stars: 4, createdAt: minutesAgo(0.5) });
    const gone = await createTestReviewer(app.ctx.db, { companyName: "Gone Traders" });
    await app.ctx.db.update(profiles).set({ anonymisedAt: new Date() }).where(eq(profiles.id, gone.id));
    await createTestReview(app.ctx.db, { product: kettle, buyerId: gone.id, stars: 3, createdAt: minutesAgo(0.25) });
    await createTestReview(app.ctx.db, { product: kettle, stars: 1, title: "Hidden one", hidden: true });
    await app.ctx.db.update(productReviews).set({ editedAt: new Date() }).where(eq(productReviews.id, written.id));

    const result = await page(kettle.id);
    // 5, 5, 4, 3: 17 / 4 = 4.25, shown 4.3.
    expect(result.summary).toEqual({
      count: 4,
      averageTenths: 43,
      distribution: [
        { stars: 5, count: 2, percent: 50 },
        { stars: 4, count: 1, percent: 25 },
        { stars: 3, count: 1, percent: 25 },
        { stars: 2, count: 0, percent: 0 },
        { stars: 1, count: 0, percent: 0 },
      ],
    });
    expect(result.items).toHaveLength(4);
    expect(result.items.map((item) => item.title)).not.toContain("Hidden one");
    expect(result.items.at(-1)).toEqual({
      id: written.id,
      stars: 5,
      title: "Sturdy",
      text: "Arrived well packed.\nWould order again.",
      reviewer: "Sharma Tra…, Jaipur",
      verifiedPurchase: true,
      createdAt: written.createdAt.toISOString(),
      edited: true,
      helpfulCount: 0,
      votedHelpful: false,
      photos: [
        { id: expect.any(String), url: "/media/reviews/a/one.webp", thumbnailUrl: "/media/reviews/a/one-320.webp" },
        { id: expect.any(String), url: "/images/demo/kettle.jpg", thumbnailUrl: "/images/demo/kettle.jpg" },
      ],
      reply: { text: "Thank you for your order!", repliedAt: expect.any(String), edited: false },
    });
    // Newest first. The deleted account's review stays, as "A verified buyer" (null); a buyer without a city has none.
    expect(result.items.map((item) => item.reviewer)).toEqual([null, "Sharma Tra…", "Sharma Tra…", "Sharma Tra…, Jaipur"]);

    // The product page's own answer carries the same summary, so its header needs no second request.
    const detail = await app.inject({ method: "GET", url: `/api/public/products/${kettle.id}` });
    expect(detail.json().rating).toEqual(result.summary);
  });

  it("shows a product without reviews as none, and refuses unknown and inactive products", async () => {
    const quiet = await product();
    expect(await page(quiet.id)).toEqual({
      summary: { count: 0, averageTenths: 0, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percent: 0 })) },
      items: [],
      nextCursor: null,
    });
    expect((await app.inject({ method: "GET", url: `/api/public/products/${quiet.id}` })).json().rating.count).toBe(0);

    const withdrawn = await product();
    await createTestReview(app.ctx.db, { product: withdrawn, stars: 4 });
    await app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    const refused = await reviewsOf(withdrawn.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe("PRODUCT_NOT_FOUND");
    expect((await reviewsOf("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await reviewsOf("not-a-uuid")).statusCode).toBe(400);
  });

  it("pages newest first and most helpful first without repeating or skipping a review", async () => {
    const bolts = await product();
    const reviewer = await createTestReviewer(app.ctx.db);
    const sameMoment = new Date(Date.now() - 3_600_000);
    const written: Awaited<ReturnType<typeof createTestReview>>[] = [];
    for (let i = 0; i < 9; i++) {
      // Three pairs written at the same instant: the id breaks the tie, so no page boundary can fall between them.
      const createdAt = i < 6 ? new Date(sameMoment.getTime() + Math.floor(i / 2) * 1000) : new Date(sameMoment.getTime() + i * 1000);
      written.push(await createTestReview(app.ctx.db, { product: bolts, buyerId: reviewer.id, stars: ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5, title: `Review ${i}`, createdAt }));
    }
    await createTestReview(app.ctx.db, { product: bolts, buyerId: reviewer.id, stars: 2, title: "Hidden", hidden: true });
    // Only the order matters here: helpful counts set directly (the trigger's counting is tested in review-aggregates).
    const helpful = [3, 0, 3, 7, 0, 1, 3, 0, 2];
    for (const [i, count] of helpful.entries()) {
      await app.ctx.db.update(productReviews).set({ helpfulCount: count }).where(eq(productReviews.id, written[i]!.id));
    }

    const byTimeThenId = [...written].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id > a.id ? 1 : -1));
    const newest = await allPages(bolts.id, "newest", 4);
    expect(newest.map((p) => p.items.length)).toEqual([4, 4, 1]);
    expect(newest.flatMap((p) => p.items.map((item) => item.id))).toEqual(byTimeThenId.map((review) => review.id));

    const mostHelpful = await allPages(bolts.id, "helpful", 2);
    const helpfulIds = mostHelpful.flatMap((p) => p.items.map((item) => item.id));
    const expected = byTimeThenId
      .map((review) => ({ id: review.id, helpful: helpful[written.indexOf(review)]! }))
      .sort((a, b) => b.helpful - a.helpful); // stable: newest first (then id) within a count
    expect(helpfulIds).toEqual(expected.map((review) => review.id));
    expect(new Set(helpfulIds).size).toBe(9);
    expect(mostHelpful.every((p) => p.summary.count === 9)).toBe(true);

    // A cursor of one sort is refused by the other, and a made-up one by both.
    const badCursor = await reviewsOf(bolts.id, `?sort=helpful&cursor=${newest[0]!.nextCursor}`);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.code).toBe("INVALID_CURSOR");
    expect((await reviewsOf(bolts.id, "?cursor=nonsense")).statusCode).toBe(400);
    expect((await reviewsOf(bolts.id, "?sort=best")).statusCode).toBe(400);
  });
});

describe("caching", () => {
  it("lets anyone store a visitor's answer, never a signed-in caller's, so votedHelpful cannot leak", async () => {
    const mat = await product();
    const review = await createTestReview(app.ctx.db, { product: mat, stars: 5 });
    await vote(review.id, "POST");

    const mine = await reviewsOf(mat.id, "", buyer.headers);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.headers.vary).toMatch(/cookie/i);
    expect(mine.json().items[0].votedHelpful).toBe(true);

    const visitors = await reviewsOf(mat.id);
    expect(visitors.headers["cache-control"]).toBe("public, no-cache");
    expect(visitors.headers.vary).toMatch(/cookie/i);
    expect(visitors.json().items[0]).toMatchObject({ helpfulCount: 1, votedHelpful: false });
    const etag = visitors.headers.etag as string;
    expect((await reviewsOf(mat.id, "", { "if-none-match": etag })).statusCode).toBe(304);

    // The voter asking with the visitors' entity tag gets its own answer, not a 304 for the visitors' body.
    const revalidated = await reviewsOf(mat.id, "", { ...buyer.headers, "if-none-match": etag });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json().items[0].votedHelpful).toBe(true);

    // A new vote (another buyer's: the product's seller may not vote) changes the visitors' answer and its tag.
    await vote(review.id, "POST", (await signInAs(app, "buyer")).headers);
    const after = await reviewsOf(mat.id, "", { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().items[0].helpfulCount).toBe(2);
  });
  it("keeps the product page's rating fresh: a new or hidden review empties the catalogue's cached answer", async () => {
    const rug = await product();
    const rating = async () => (await app.inject({ method: "GET", url: `/api/public/products/${rug.id}` })).json().rating as { count: number; averageTenths: number };
    expect(await rating()).toMatchObject({ count: 0, averageTenths: 0 });
    const review = await createTestReview(app.ctx.db, { product: rug, stars: 4 });
    // The star counts change by trigger; the products row's change notifies the cache at commit.
    await expect.poll(rating).toMatchObject({ count: 1, averageTenths: 40 });
    await app.ctx.db.update(productReviews).set({ hiddenAt: new Date(), hiddenReason: "Test" }).where(eq(productReviews.id, review.id));
    await expect.poll(rating).toMatchObject({ count: 0, averageTenths: 0 });
  });
});
