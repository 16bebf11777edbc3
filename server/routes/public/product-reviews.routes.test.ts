import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_REPORTS_PER_HOUR } from "@domain/reviews";
import type { ReviewPage } from "@domain/schemas/reviews";
import type { App } from "../../app";
import { productReviews, products, profiles, reviewReports } from "../../db/schema";
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
const report = (reviewId: string, payload: object, headers: Record<string, string> = buyer.headers) =>
  app.inject({ method: "POST", url: `/api/reviews/${reviewId}/reports`, headers, payload });

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

describe("helpful votes", () => {
  it("count one vote per account, can be taken back, and are marked for their voter only", async () => {
    const lamp = await product();
    const review = await createTestReview(app.ctx.db, { product: lamp, stars: 4 });
    const other = await signInAs(app, "seller"); // any signed-in user may vote, sellers too

    expect((await vote(review.id, "POST")).json()).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await vote(review.id, "POST")).json()).toEqual({ helpfulCount: 1, votedHelpful: true }); // once per account
    expect((await vote(review.id, "POST", other.headers)).json()).toEqual({ helpfulCount: 2, votedHelpful: true });

    expect((await page(lamp.id, "", buyer.headers)).items[0]).toMatchObject({ helpfulCount: 2, votedHelpful: true });
    expect((await page(lamp.id)).items[0]).toMatchObject({ helpfulCount: 2, votedHelpful: false });

    expect((await vote(review.id, "DELETE")).json()).toEqual({ helpfulCount: 1, votedHelpful: false });
    expect((await vote(review.id, "DELETE")).json()).toEqual({ helpfulCount: 1, votedHelpful: false });
    expect((await page(lamp.id, "", buyer.headers)).items[0]).toMatchObject({ helpfulCount: 1, votedHelpful: false });
  });

  it("count every vote when many accounts vote at once (the review's row lock queues them)", async () => {
    const review = await createTestReview(app.ctx.db, { product: await product(), stars: 5 });
    const voters = await Promise.all(Array.from({ length: 8 }, () => signInAs(app, "buyer")));
    const answers = await Promise.all(voters.map((voter) => vote(review.id, "POST", voter.headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const [row] = await app.ctx.db.select({ helpful: productReviews.helpfulCount }).from(productReviews).where(eq(productReviews.id, review.id));
    expect(row!.helpful).toBe(8);
  });

  it("refuse one's own review (422), visitors (401), and hidden or unknown reviews (404)", async () => {
    const fan = await product();
    const own = await createTestReview(app.ctx.db, { product: fan, buyerId: buyer.profile.id, stars: 5 });
    const ownVote = await vote(own.id, "POST");
    expect(ownVote.statusCode).toBe(422);
    expect(ownVote.json().error.code).toBe("REVIEW_OWN_VOTE");

    const visible = await createTestReview(app.ctx.db, { product: fan, stars: 3 });
    const visitor = await vote(visible.id, "POST", {});
    expect(visitor.statusCode).toBe(401);

    const hidden = await createTestReview(app.ctx.db, { product: fan, stars: 1, hidden: true });
    for (const id of [hidden.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await vote(id, "POST");
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("REVIEW_NOT_FOUND");
    }
    expect((await page(fan.id)).items.map((item) => item.helpfulCount)).toEqual([0, 0]);
  });

  it("refuse the product's seller (422 REVIEW_OWN_VOTE), who would otherwise lift its praise to the top", async () => {
    const heater = await product();
    const praise = await createTestReview(app.ctx.db, { product: heater, stars: 5, createdAt: new Date(Date.now() - 60_000) });
    await createTestReview(app.ctx.db, { product: heater, stars: 1 });
    const sellerVote = await vote(praise.id, "POST", seller.headers);
    expect(sellerVote.statusCode).toBe(422);
    expect(sellerVote.json().error.code).toBe("REVIEW_OWN_VOTE");
    expect((await page(heater.id, "?sort=helpful")).items.map((item) => [item.stars, item.helpfulCount])).toEqual([
      [1, 0],
      [5, 0],
    ]);
    // Another seller is any signed-in user here.
    const rival = await signInAs(app, "seller");
    expect((await vote(praise.id, "POST", rival.headers)).json()).toEqual({ helpfulCount: 1, votedHelpful: true });
  });
});

describe("reports", () => {
  it("record one report per user per review, for the administrators", async () => {
    const drill = await product();
    const review = await createTestReview(app.ctx.db, { product: drill, stars: 1, text: "Call me on 98765 43210" });
    const first = await report(review.id, { reason: "personal_information" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ reason: "personal_information" });
    const again = await report(review.id, { reason: "spam" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("REVIEW_ALREADY_REPORTED");
    // The seller of the product may report it too; every report waits, unresolved, for an administrator.
    expect((await report(review.id, { reason: "other", note: "Not our product's photo" }, seller.headers)).statusCode).toBe(201);
    const rows = await app.ctx.db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id));
    expect(rows.map((row) => [row.reporterId, row.reason, row.note, row.resolvedAt])).toEqual(
      expect.arrayContaining([
        [buyer.profile.id, "personal_information", "", null],
        [seller.profile.id, "other", "Not our product's photo", null],
      ]),
    );
  });

  it("refuse visitors (401), hidden or unknown reviews (404) and reports without a valid reason (400)", async () => {
    const saw = await product();
    const review = await createTestReview(app.ctx.db, { product: saw, stars: 2 });
    expect((await report(review.id, { reason: "spam" }, {})).statusCode).toBe(401);
    const hidden = await createTestReview(app.ctx.db, { product: saw, stars: 2, hidden: true });
    const res = await report(hidden.id, { reason: "spam" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("REVIEW_NOT_FOUND");
    expect((await report("00000000-0000-4000-8000-000000000000", { reason: "spam" })).statusCode).toBe(404);

    const noNote = await report(review.id, { reason: "other" });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toContain("note");
    expect((await report(review.id, { reason: "boring" })).statusCode).toBe(400);
    expect((await report(review.id, { reason: "spam", note: "x".repeat(501) })).statusCode).toBe(400);
    expect(await app.ctx.db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id))).toEqual([]);
  });

  it("are limited per account and hour", async () => {
    const reporter = await signInAs(app, "buyer");
    const review = await createTestReview(app.ctx.db, { product: await product(), stars: 3 });
    const statuses = [];
    for (let i = 0; i <= REVIEW_REPORTS_PER_HOUR; i++) statuses.push((await report(review.id, { reason: "spam" }, reporter.headers)).statusCode);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, REVIEW_REPORTS_PER_HOUR)).toEqual(Array(REVIEW_REPORTS_PER_HOUR - 1).fill(409));
    expect(statuses.at(-1)).toBe(429);
    // Another account is not held back by it.
    expect((await report(review.id, { reason: "spam" })).statusCode).toBe(201);
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
