import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SellerReview, SellerReviewPage } from "@domain/schemas/seller-reviews";
import type { App } from "../../app";
import { createTestProduct } from "../../modules/orders/test-factories";
import { createTestReview, createTestReviewer } from "../../modules/reviews/test-factories";
import { errorShape } from "../../test/error-shape";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

/** A seller reads the reviews of its products with its rating, and replies once to each, publicly and editably. */

type Party = Awaited<ReturnType<typeof signInAs>>;
let app: App;
let seller: Party;
let otherSeller: Party;
let buyer: Party;

beforeAll(async () => {
  app = await createTestApp();
  seller = await signInAs(app, "seller", { companyName: "Shakti Textiles" });
  otherSeller = await signInAs(app, "seller");
  buyer = await signInAs(app, "buyer");
});
afterAll(async () => app.close());

const send = (method: "GET" | "PUT", url: string, who: Party | null, payload?: object) =>
  app.inject({ method, url, headers: who?.headers ?? { origin: TEST_ORIGIN }, payload });
function expectErrorShape(answer: { statusCode: number; body: string; json: () => unknown }, status: number, code: string) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(errorShape(answer.json() as object)).toEqual({ code });
}
const reply = (reviewId: string, who: Party | null, text: string) => send("PUT", `/api/seller/reviews/${reviewId}/reply`, who, { text });

describe("the seller's reviews", () => {
  it("lists only its own products' reviews, newest first in keyset pages, hidden ones marked, with its rating", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: "Cotton saree bundle" });
    const theirs = await createTestProduct(app.ctx.db, { sellerId: otherSeller.profile.id });
    const reviewer = await createTestReviewer(app.ctx.db, { companyName: "Sharma Traders Pvt", city: "Jaipur" });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const oldest = await createTestReview(app.ctx.db, { product, buyerId: reviewer.id, stars: 5, title: "Good weave", text: "As pictured", createdAt: day(1), photos: ["/images/demo-review.jpg"] });
    const middle = await createTestReview(app.ctx.db, { product, stars: 2, createdAt: day(2), hidden: true });
    const newest = await createTestReview(app.ctx.db, { product, stars: 4, createdAt: day(3), reply: "Thank you" });
    await createTestReview(app.ctx.db, { product: theirs, stars: 1 });

    const first = (await send("GET", "/api/seller/reviews?limit=2", seller)).json() as SellerReviewPage;
    expect(first.items.map((item) => item.id)).toEqual([newest.id, middle.id]);
    expect(first.items[1]).toMatchObject({ hidden: true, stars: 2 });
    expect(first.items[0]!.reply).toMatchObject({ text: "Thank you", edited: false });
    // Hidden reviews count in no average: 5 and 4 stars.
    expect(first.summary).toMatchObject({ count: 2, averageTenths: 45 });
    const second = (await send("GET", `/api/seller/reviews?limit=2&cursor=${first.nextCursor}`, seller)).json() as SellerReviewPage;
    expect(second.nextCursor).toBeNull();
    expect(second.items).toEqual([
      expect.objectContaining({
        id: oldest.id,
        product: { id: product.id, name: "Cotton saree bundle" },
        stars: 5,
        title: "Good weave",
        text: "As pictured",
        reviewer: "Sharma Tra…, Jaipur",
        hidden: false,
        reply: null,
        photos: [expect.objectContaining({ url: "/images/demo-review.jpg" })],
      }),
    ]);

    const awaiting = (await send("GET", "/api/seller/reviews?filter=awaiting-reply", seller)).json() as SellerReviewPage;
    expect(awaiting.items.map((item) => item.id)).toEqual([middle.id, oldest.id]);
    const others = (await send("GET", "/api/seller/reviews", otherSeller)).json() as SellerReviewPage;
    expect(others.items.map((item) => item.id)).not.toContain(oldest.id);
  });

  it("rejects a bad cursor and an unknown filter", async () => {
    expectErrorShape(await send("GET", "/api/seller/reviews?cursor=nonsense", seller), 400, "INVALID_CURSOR");
    expectErrorShape(await send("GET", "/api/seller/reviews?filter=everything", seller), 400, "VALIDATION_ERROR");
  });
});

describe("the seller's reply", () => {
  it("is written once, then edited: the first time stays, the edit is marked, the product page shows it", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const review = await createTestReview(app.ctx.db, { product, stars: 3 });

    const written = await reply(review.id, seller, "  Sorry about the packing; we have changed courier.  ");
    expect(written.statusCode, written.body).toBe(200);
    const first = written.json() as SellerReview;
    expect(first.reply).toMatchObject({ text: "Sorry about the packing; we have changed courier.", edited: false });

    const same = (await reply(review.id, seller, "Sorry about the packing; we have changed courier.")).json() as SellerReview;
    expect(same.reply!.edited).toBe(false);

    const edited = (await reply(review.id, seller, "Sorry about the packing. Replacement sent.")).json() as SellerReview;
    expect(edited.reply).toEqual({ text: "Sorry about the packing. Replacement sent.", repliedAt: first.reply!.repliedAt, edited: true });

    const page = (await app.inject(`/api/public/products/${product.id}/reviews`)).json() as { items: { id: string; reply: unknown }[] };
    expect(page.items.find((item) => item.id === review.id)?.reply).toMatchObject({ text: "Sorry about the packing. Replacement sent.", edited: true });
  });

  it("is refused on another seller's review (404), to a buyer (403) and a visitor (401), and without words (400)", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const review = await createTestReview(app.ctx.db, { product, stars: 5 });
    expectErrorShape(await reply(review.id, otherSeller, "Not mine"), 404, "REVIEW_NOT_FOUND");
    expectErrorShape(await reply("not-a-uuid", seller, "Nothing"), 404, "REVIEW_NOT_FOUND");
    expectErrorShape(await reply(review.id, buyer, "Not a seller"), 403, "FORBIDDEN");
    expectErrorShape(await reply(review.id, null, "Nobody"), 401, "UNAUTHENTICATED");
    expectErrorShape(await reply(review.id, seller, "   "), 400, "VALIDATION_ERROR");
    expectErrorShape(await reply(review.id, seller, "x".repeat(1001)), 400, "VALIDATION_ERROR");
    const after = (await send("GET", "/api/seller/reviews", seller)).json() as SellerReviewPage;
    expect(after.items.find((item) => item.id === review.id)?.reply).toBeNull();
  });
});
