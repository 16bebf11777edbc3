import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StarCounts, starCountsOf } from "@domain/reviews";
import type { AdminReview, AdminReviewPage } from "@domain/schemas/admin-reviews";
import type { ReviewPage } from "@domain/schemas/reviews";
import type { App } from "../../app";
import { auditLog, products, reviewReports, sellerRatings } from "../../db/schema";
import { createTestProduct } from "../../modules/orders/test-factories";
import { createTestReview, createTestReviewer } from "../../modules/reviews/test-factories";
import { errorShape } from "../../test/error-shape";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

/**
 * Administrators work through reported reviews: hide one (it leaves every average at once), restore it (the same
 * aggregate comes back), or dismiss its reports; each decision resolves the reports and is audited with its reason.
 */

type Party = Awaited<ReturnType<typeof signInAs>>;
type Product = Awaited<ReturnType<typeof createTestProduct>>;
let app: App;
let admin: Party;
let seller: Party;
let buyer: Party;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, "admin");
  seller = await signInAs(app, "seller", { companyName: "Shakti Textiles" });
  buyer = await signInAs(app, "buyer", { companyName: "Kumar General Stores" });
});
afterAll(async () => app.close());

const send = (method: "GET" | "POST", url: string, who: Party | null, payload?: object) =>
  app.inject({ method, url, headers: who?.headers ?? { origin: TEST_ORIGIN }, payload });
const decide = (reviewId: string, action: "hide" | "restore" | "dismiss-reports", reason: string, who: Party | null = admin) =>
  send("POST", `/api/admin/reviews/${reviewId}/${action}`, who, { reason });
const list = async (filter: string) => (await send("GET", `/api/admin/reviews?filter=${filter}&limit=50`, admin)).json() as AdminReviewPage;

function expectRefusal(answer: { statusCode: number; body: string; json: () => unknown }, status: number, code: string) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(errorShape(answer.json() as object)).toEqual({ code });
}

async function report(reviewId: string, reason: "spam" | "offensive" | "other", note: string, at: Date, companyName: string) {
  const reporter = await createTestReviewer(app.ctx.db, { companyName });
  await app.ctx.db.insert(reviewReports).values({ reviewId, reporterId: reporter.id, reason, note, createdAt: at });
}

async function aggregates(product: Product) {
  const [row] = await app.ctx.db.select({ counts: products.ratingCounts }).from(products).where(eq(products.id, product.id));
  const [sellerRow] = await app.ctx.db.select({ counts: sellerRatings.ratingCounts }).from(sellerRatings).where(eq(sellerRatings.sellerId, product.sellerId));
  const page = (await app.inject(`/api/public/products/${product.id}/reviews`)).json() as ReviewPage;
  return { product: row!.counts as unknown as StarCounts, seller: sellerRow!.counts as unknown as StarCounts, publicCount: page.summary.count, listed: page.items.map((item) => item.id) };
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe("the reported-reviews queue", () => {
  it("lists reviews with open reports, the longest waiting first, with each report's reason, note and reporter", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: "Brass diya set" });
    const waitingLonger = await createTestReview(app.ctx.db, { product, buyerId: buyer.profile.id, stars: 1, text: "Call 98xxxx for cheaper" });
    const waitingLess = await createTestReview(app.ctx.db, { product, stars: 2 });
    const unreported = await createTestReview(app.ctx.db, { product, stars: 5 });
    await report(waitingLess.id, "offensive", "", minutesAgo(30), "Later Reporter");
    await report(waitingLonger.id, "spam", "A phone number", minutesAgo(60), "Gupta Agencies");
    await report(waitingLonger.id, "other", "Not a buyer", minutesAgo(10), "Mehta Stores");

    const reported = await list("reported");
    const ours = reported.items.filter((item) => [waitingLonger.id, waitingLess.id, unreported.id].includes(item.id));
    expect(ours.map((item) => item.id)).toEqual([waitingLonger.id, waitingLess.id]);
    expect(ours[0]).toMatchObject({
      product: { id: product.id, name: "Brass diya set" },
      seller: { id: seller.profile.id, name: "Shakti Textiles" },
      buyer: { id: buyer.profile.id, name: "Kumar General Stores" },
      stars: 1,
      text: "Call 98xxxx for cheaper",
      hidden: null,
      reports: [
        expect.objectContaining({ reason: "spam", note: "A phone number", reporter: "Gupta Agencies" }),
        expect.objectContaining({ reason: "other", note: "Not a buyer", reporter: "Mehta Stores" }),
      ],
    });

    // Keyset pages go on from the last one in the same order.
    const first = (await send("GET", "/api/admin/reviews?filter=reported&limit=1", admin)).json() as AdminReviewPage;
    const second = (await send("GET", `/api/admin/reviews?filter=reported&limit=1&cursor=${first.nextCursor}`, admin)).json() as AdminReviewPage;
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect((await list("all")).items.map((item) => item.id)).toContain(unreported.id);
  });
});

describe("hiding and restoring a review", () => {
  it("takes it out of every average at once, resolves its reports, audits the reason, and restores exactly", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    for (const stars of [5, 4, 4] as const) await createTestReview(app.ctx.db, { product, stars });
    const abusive = await createTestReview(app.ctx.db, { product, stars: 1, text: "Abusive words" });
    await report(abusive.id, "offensive", "", minutesAgo(5), "Careful Buyer");
    const before = await aggregates(product);
    expect(before.product).toEqual(starCountsOf([5, 4, 4, 1]));
    expect(before.publicCount).toBe(4);

    const hidden = await decide(abusive.id, "hide", "Abusive language");
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((hidden.json() as AdminReview).hidden).toMatchObject({ reason: "Abusive language" });
    const during = await aggregates(product);
    expect(during.product).toEqual(starCountsOf([5, 4, 4]));
    expect(during.publicCount).toBe(3);
    expect(during.listed).not.toContain(abusive.id);
    expect(during.seller[0]).toBe(before.seller[0] - 1);

    const reports = await app.ctx.db.select().from(reviewReports).where(eq(reviewReports.reviewId, abusive.id));
    expect(reports).toEqual([expect.objectContaining({ resolvedBy: admin.profile.id, resolvedAt: expect.any(Date) })]);
    expect((await list("reported")).items.map((item) => item.id)).not.toContain(abusive.id);
    expect((await list("hidden")).items.map((item) => item.id)).toContain(abusive.id);
    const [audit] = await app.ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, abusive.id), eq(auditLog.action, "review.hide")));
    expect(audit).toMatchObject({
      actorId: admin.profile.id,
      entityType: "review",
      details: { before: { hidden: false, openReports: 1 }, after: { hidden: true, reason: "Abusive language", openReports: 0 } },
    });

    expectRefusal(await decide(abusive.id, "hide", "Again"), 409, "REVIEW_ALREADY_HIDDEN");

    const restored = await decide(abusive.id, "restore", "Wording checked with the buyer");
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json() as AdminReview).hidden).toBeNull();
    expect(await aggregates(product)).toEqual({ ...before, listed: expect.arrayContaining(before.listed) });
    const log = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, abusive.id));
    expect(log.map((entry) => entry.action).sort()).toEqual(["review.hide", "review.restore"]);
    expectRefusal(await decide(abusive.id, "restore", "Again"), 409, "REVIEW_NOT_HIDDEN");
  });

  it("dismisses a review's reports: it stays visible and counted, the reports are resolved and the decision audited", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const fair = await createTestReview(app.ctx.db, { product, stars: 2, text: "Late delivery" });
    await report(fair.id, "spam", "", minutesAgo(3), "Rival Traders");
    const before = await aggregates(product);

    const dismissed = await decide(fair.id, "dismiss-reports", "Honest, if unhappy, review");
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ id: fair.id, hidden: null, reports: [] });
    expect(await aggregates(product)).toEqual(before);
    const [row] = await app.ctx.db.select().from(reviewReports).where(eq(reviewReports.reviewId, fair.id));
    expect(row!.resolvedAt).not.toBeNull();
    const [audit] = await app.ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, fair.id), eq(auditLog.action, "review.dismiss_reports")));
    expect(audit!.details).toMatchObject({ after: { hidden: false, reason: "Honest, if unhappy, review", openReports: 0 } });
    expectRefusal(await decide(fair.id, "dismiss-reports", "Again"), 409, "REVIEW_NO_OPEN_REPORTS");
  });

  it("answers two administrators hiding the same review at once one after the other: one hides it, the other gets 409", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const review = await createTestReview(app.ctx.db, { product, stars: 2 });
    const answers = await Promise.all([decide(review.id, "hide", "First look"), decide(review.id, "hide", "Second look")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await aggregates(product)).product).toEqual(starCountsOf([]));
    const log = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, review.id));
    expect(log).toHaveLength(1);
  });

  it("is refused to sellers and buyers (403) and visitors (401), without a reason (400), and for no such review (404)", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const review = await createTestReview(app.ctx.db, { product, stars: 1 });
    expectRefusal(await decide(review.id, "hide", "Mine now", seller), 403, "FORBIDDEN");
    expectRefusal(await decide(review.id, "hide", "Mine now", buyer), 403, "FORBIDDEN");
    expectRefusal(await send("GET", "/api/admin/reviews", buyer), 403, "FORBIDDEN");
    expectRefusal(await decide(review.id, "hide", "Nobody", null), 401, "UNAUTHENTICATED");
    expectRefusal(await decide(review.id, "hide", "   "), 400, "VALIDATION_ERROR");
    expectRefusal(await send("POST", `/api/admin/reviews/${review.id}/hide`, admin, {}), 400, "VALIDATION_ERROR");
    expectRefusal(await decide("00000000-0000-4000-8000-000000000000", "hide", "Gone"), 404, "REVIEW_NOT_FOUND");
    expectRefusal(await decide("nonsense", "restore", "Gone"), 404, "REVIEW_NOT_FOUND");
    expect((await aggregates(product)).product).toEqual(starCountsOf([1]));
  });
});
