import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_REPORTS_PER_HOUR } from "@domain/reviews";
import type { ReviewPage } from "@domain/schemas/reviews";
import type { App } from "../../app";
import { productReviews, reviewReports } from "../../db/schema";
import { createTestProduct } from "../../modules/orders/test-factories";
import { createTestReview } from "../../modules/reviews/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

/** What signed-in users do with a product's reviews: "Was this helpful?" votes and reports (reading: product-reviews.routes.test.ts). */

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

