import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { starCountsOf, type StarCounts } from "@domain/reviews";
import type { App } from "../../app";
import { orders, productReviews, products, reviewPhotos } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { multipartFile } from "../../test/multipart-form";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";
import { HTML_PAGE, photoWithGps, sampleImage } from "../../test/upload-samples";

type Caller = Awaited<ReturnType<typeof signInAs>>;
const DAY_MS = 86_400_000;

let app: App;
let buyer: Caller;
let seller: Caller;
beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer", { companyName: "Sharma Traders" });
  seller = await signInAs(app, "seller");
});
afterAll(async () => app.close());

const delivered = async (
  buyerId: string,
  { status = "Delivered", createdAt, sellerId = seller.profile.id, productSellerId = sellerId }: { status?: "Delivered" | "Shipped"; createdAt?: Date; sellerId?: string; productSellerId?: string } = {},
) => {
  const product = await createTestProduct(app.ctx.db, { sellerId: productSellerId, stock: 1000 });
  const { order, items } = await createTestOrder(app.ctx.db, { buyerId, sellerId, lines: [{ product, quantity: 2 }], status, createdAt });
  return { order, item: items[0]!, product };
};
const write = (payload: object, headers: Record<string, string> = buyer.headers) => app.inject({ method: "POST", url: "/api/buyer/reviews", headers, payload });
const edit = (reviewId: string, payload: object, headers: Record<string, string> = buyer.headers) =>
  app.inject({ method: "PATCH", url: `/api/buyer/reviews/${reviewId}`, headers, payload });
const uploadPhoto = async (reviewId: string, content: Buffer, headers: Record<string, string> = buyer.headers) => {
  const form = multipartFile({ name: "goods.jpg", type: "image/jpeg", content });
  return app.inject({ method: "POST", url: `/api/buyer/reviews/${reviewId}/photos`, payload: form.payload, headers: { ...headers, ...form.headers } });
};
const errorOf = (answer: { statusCode: number; json: () => unknown }) => ({ status: answer.statusCode, code: (answer.json() as { error: { code: string } }).error.code });
const ratingCountsOf = async (productId: string) =>
  (await app.ctx.db.select({ counts: products.ratingCounts }).from(products).where(eq(products.id, productId)))[0]!.counts as unknown as StarCounts;

async function reviewed(stars = 4, caller: Caller = buyer) {
  const { order, item, product } = await delivered(caller.profile.id);
  const answer = await write({ orderItemId: item.id, stars, title: "Good bolts", text: "Arrived well packed." }, caller.headers);
  expect(answer.statusCode).toBe(201);
  return { order, item, product, review: answer.json() as { id: string } };
}

describe("writing a review", () => {
  it("reviews an item of the caller's delivered order, from the server's rows, and counts it at once", async () => {
    const { order, item, product } = await delivered(buyer.profile.id);
    const answer = await write({ orderItemId: item.id, stars: 4, title: "  Sturdy  ", text: "<b>Good</b> quality" });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderItemId: item.id,
      productId: product.id,
      productName: product.name,
      stars: 4,
      title: "Sturdy",
      text: "<b>Good</b> quality",
      photos: [],
      edited: false,
      editable: true,
      hidden: null,
      reply: null,
    });
    const [row] = await app.ctx.db.select().from(productReviews).where(eq(productReviews.orderItemId, item.id));
    expect(row).toMatchObject({ productId: product.id, sellerId: seller.profile.id, buyerId: buyer.profile.id, orderId: order.id });
    expect(await ratingCountsOf(product.id)).toEqual(starCountsOf([4]));
  });

  it("is refused before delivery (409 REVIEW_ORDER_NOT_DELIVERED)", async () => {
    const { item } = await delivered(buyer.profile.id, { status: "Shipped" });
    expect(errorOf(await write({ orderItemId: item.id, stars: 5 }))).toEqual({ status: 409, code: "REVIEW_ORDER_NOT_DELIVERED" });
  });

  it("is refused a second time for the same item (409 REVIEW_ALREADY_WRITTEN), also when both race", async () => {
    const { item, product } = await reviewed(3);
    expect(errorOf(await write({ orderItemId: item.id, stars: 5 }))).toEqual({ status: 409, code: "REVIEW_ALREADY_WRITTEN" });

    const racing = await delivered(buyer.profile.id);
    const answers = await Promise.all([1, 2, 3].map((stars) => write({ orderItemId: racing.item.id, stars })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => errorOf(a).code)).toEqual(["REVIEW_ALREADY_WRITTEN", "REVIEW_ALREADY_WRITTEN"]);
    expect(await ratingCountsOf(product.id)).toEqual(starCountsOf([3]));
  });

  it("is refused more than 90 days after delivery (409 REVIEW_WINDOW_CLOSED); an order with no delivery date counts as within", async () => {
    const old = await delivered(buyer.profile.id, { createdAt: new Date(Date.now() - 91 * DAY_MS) });
    expect(errorOf(await write({ orderItemId: old.item.id, stars: 2 }))).toEqual({ status: 409, code: "REVIEW_WINDOW_CLOSED" });
    const recent = await delivered(buyer.profile.id, { createdAt: new Date(Date.now() - 89 * DAY_MS) });
    expect((await write({ orderItemId: recent.item.id, stars: 2 })).statusCode).toBe(201);
    const undated = await delivered(buyer.profile.id, { createdAt: new Date(Date.now() - 200 * DAY_MS) });
    await app.ctx.db.update(orders).set({ deliveredAt: null }).where(eq(orders.id, undated.order.id));
    expect((await write({ orderItemId: undated.item.id, stars: 2 })).statusCode).toBe(201);
  });

  it("never reviews another buyer's item, nor one that does not exist (404 ORDER_ITEM_NOT_FOUND)", async () => {
    const other = await signInAs(app, "buyer");
    const theirs = await delivered(other.profile.id);
    expect(errorOf(await write({ orderItemId: theirs.item.id, stars: 1 }))).toEqual({ status: 404, code: "ORDER_ITEM_NOT_FOUND" });
    expect(errorOf(await write({ orderItemId: "00000000-0000-4000-8000-000000000000", stars: 1 }))).toEqual({ status: 404, code: "ORDER_ITEM_NOT_FOUND" });
    expect(await app.ctx.db.select().from(productReviews).where(eq(productReviews.orderItemId, theirs.item.id))).toHaveLength(0);
  });

  it("refuses a seller's review of its own product (403 REVIEW_OWN_PRODUCT), however the order names the seller", async () => {
    // An account that sells and buys on one profile (a seller's account reaches no buyer route: 403 FORBIDDEN).
    const ownOrder = await delivered(buyer.profile.id, { sellerId: seller.profile.id, productSellerId: buyer.profile.id });
    expect(errorOf(await write({ orderItemId: ownOrder.item.id, stars: 5 }))).toEqual({ status: 403, code: "REVIEW_OWN_PRODUCT" });
    const fromSelf = await delivered(buyer.profile.id, { sellerId: buyer.profile.id, productSellerId: seller.profile.id });
    expect(errorOf(await write({ orderItemId: fromSelf.item.id, stars: 5 }))).toEqual({ status: 403, code: "REVIEW_OWN_PRODUCT" });
    const sellerItem = await delivered(buyer.profile.id);
    expect(errorOf(await write({ orderItemId: sellerItem.item.id, stars: 5 }, seller.headers))).toEqual({ status: 403, code: "FORBIDDEN" });
  });

  it("refuses an administrator's account (403 REVIEW_ADMIN_ACCOUNT), after the item's ownership and before its state", async () => {
    const admin = await signInAs(app, "admin");
    const own = await delivered(admin.profile.id, { status: "Shipped" });
    expect(errorOf(await write({ orderItemId: own.item.id, stars: 5 }, admin.headers))).toEqual({ status: 403, code: "REVIEW_ADMIN_ACCOUNT" });
    const buyers = await delivered(buyer.profile.id);
    expect(errorOf(await write({ orderItemId: buyers.item.id, stars: 5 }, admin.headers))).toEqual({ status: 404, code: "ORDER_ITEM_NOT_FOUND" });
  });

  it("validates the body (400) and needs a session (401)", async () => {
    const { item } = await delivered(buyer.profile.id);
    for (const payload of [
      { orderItemId: item.id },
      { orderItemId: item.id, stars: 0 },
      { orderItemId: item.id, stars: 6 },
      { orderItemId: item.id, stars: 4.5 },
      { orderItemId: item.id, stars: "5" },
      { orderItemId: item.id, stars: 5, title: "x".repeat(121) },
      { orderItemId: item.id, stars: 5, text: "x".repeat(2001) },
      { orderItemId: item.id, stars: 5, productId: item.productId },
      { orderItemId: "not-a-uuid", stars: 5 },
    ]) {
      expect(errorOf(await write(payload)), JSON.stringify(payload).slice(0, 80)).toEqual({ status: 400, code: "VALIDATION_ERROR" });
    }
    const anonymous = { origin: TEST_ORIGIN };
    expect(errorOf(await write({ orderItemId: item.id, stars: 5 }, anonymous))).toEqual({ status: 401, code: "UNAUTHENTICATED" });
    expect(errorOf(await app.inject({ url: "/api/buyer/reviews", headers: anonymous }))).toEqual({ status: 401, code: "UNAUTHENTICATED" });
  });
});

describe("editing and deleting one's review", () => {
  it("edits within 30 days, marked edited only by a real change, and the counts follow", async () => {
    const { review, product } = await reviewed(2);
    const same = await edit(review.id, { stars: 2, title: "Good bolts", text: "Arrived well packed." });
    expect(same.json()).toMatchObject({ edited: false });
    const changed = await edit(review.id, { stars: 5, title: "Better than expected", text: "" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ stars: 5, title: "Better than expected", text: "", edited: true });
    expect(await ratingCountsOf(product.id)).toEqual(starCountsOf([5]));
    expect(errorOf(await edit(review.id, { stars: 9 }))).toEqual({ status: 400, code: "VALIDATION_ERROR" });
  });

  it("refuses edits and new photos after 30 days (409 REVIEW_EDIT_WINDOW_CLOSED), but the writer may still delete it", async () => {
    const { review, product } = await reviewed(1);
    await app.ctx.db.update(productReviews).set({ createdAt: new Date(Date.now() - 31 * DAY_MS) }).where(eq(productReviews.id, review.id));
    expect(errorOf(await edit(review.id, { stars: 5 }))).toEqual({ status: 409, code: "REVIEW_EDIT_WINDOW_CLOSED" });
    expect(errorOf(await uploadPhoto(review.id, await sampleImage("jpeg")))).toEqual({ status: 409, code: "REVIEW_EDIT_WINDOW_CLOSED" });
    const list = (await app.inject({ url: "/api/buyer/reviews", headers: buyer.headers })).json() as { items: { id: string; editable: boolean }[] };
    expect(list.items.find((r) => r.id === review.id)).toMatchObject({ editable: false });
    expect((await app.inject({ method: "DELETE", url: `/api/buyer/reviews/${review.id}`, headers: buyer.headers })).statusCode).toBe(204);
    expect(await ratingCountsOf(product.id)).toEqual(starCountsOf([]));
  });

  it("keeps a review an administrator hid (409 REVIEW_ALREADY_HIDDEN), so it cannot be written again and shown past the moderator", async () => {
    const { review, item, product } = await reviewed(1);
    await app.ctx.db.update(productReviews).set({ hiddenAt: new Date(), hiddenReason: "Abusive" }).where(eq(productReviews.id, review.id));
    expect(await ratingCountsOf(product.id)).toEqual(starCountsOf([]));
    expect(errorOf(await app.inject({ method: "DELETE", url: `/api/buyer/reviews/${review.id}`, headers: buyer.headers }))).toEqual({
      status: 409,
      code: "REVIEW_ALREADY_HIDDEN",
    });
    expect(errorOf(await write({ orderItemId: item.id, stars: 1, text: "Abusive" }))).toEqual({ status: 409, code: "REVIEW_ALREADY_WRITTEN" });
    const [row] = await app.ctx.db.select().from(productReviews).where(eq(productReviews.orderItemId, item.id));
    expect(row).toMatchObject({ id: review.id, hiddenReason: "Abusive" });
    expect(await ratingCountsOf(product.id)).toEqual(starCountsOf([]));
  });

  it("answers another buyer's review as not found on every route (404 REVIEW_NOT_FOUND), changing nothing", async () => {
    const { review } = await reviewed(4);
    const [photo] = await app.ctx.db.insert(reviewPhotos).values({ reviewId: review.id, mediaUrl: `/media/reviews/${review.id}/x.webp` }).returning();
    const other = await signInAs(app, "buyer");
    const base = `/api/buyer/reviews/${review.id}`;
    expect(errorOf(await app.inject({ url: base, headers: other.headers }))).toEqual({ status: 404, code: "REVIEW_NOT_FOUND" });
    expect((await app.inject({ url: base, headers: buyer.headers })).json()).toMatchObject({ id: review.id, stars: 4 });
    expect(errorOf(await edit(review.id, { stars: 1 }, other.headers))).toEqual({ status: 404, code: "REVIEW_NOT_FOUND" });
    expect(errorOf(await app.inject({ method: "DELETE", url: base, headers: other.headers }))).toEqual({ status: 404, code: "REVIEW_NOT_FOUND" });
    expect(errorOf(await uploadPhoto(review.id, await sampleImage("jpeg"), other.headers))).toEqual({ status: 404, code: "REVIEW_NOT_FOUND" });
    expect(errorOf(await app.inject({ method: "DELETE", url: `${base}/photos/${photo!.id}`, headers: other.headers }))).toEqual({ status: 404, code: "REVIEW_NOT_FOUND" });
    expect(errorOf(await edit("not-an-id", { stars: 1 }))).toEqual({ status: 404, code: "REVIEW_NOT_FOUND" });
    const [row] = await app.ctx.db.select().from(productReviews).where(eq(productReviews.id, review.id));
    expect(row).toMatchObject({ stars: 4, editedAt: null });
    expect(await app.ctx.db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id))).toHaveLength(1);
    const theirList = (await app.inject({ url: "/api/buyer/reviews", headers: other.headers })).json() as { items: unknown[] };
    expect(theirList.items).toEqual([]);
  });
});

describe("review photos", () => {
  it("re-encodes a photo (no EXIF or GPS), serves it publicly with a thumbnail, and removes its files with it", async () => {
    const { review } = await reviewed(5);
    const answer = await uploadPhoto(review.id, await photoWithGps({ width: 2400, height: 1200 }));
    expect(answer.statusCode).toBe(201);
    const photo = answer.json() as { id: string; url: string; thumbnailUrl: string };
    expect(photo.url).toBe(`/media/reviews/${review.id}/${photo.id}.webp`);
    expect(photo.thumbnailUrl).toBe(`/media/reviews/${review.id}/${photo.id}-320.webp`);

    const served = await app.inject({ url: photo.url }); // no session: public
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1920 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("GPS-TEST-PHONE"))).toBe(false);
    expect((await sharp((await app.inject({ url: photo.thumbnailUrl })).rawPayload).metadata()).width).toBe(320);

    const list = (await app.inject({ url: "/api/buyer/reviews", headers: buyer.headers })).json() as { items: { id: string; photos: unknown[] }[] };
    expect(list.items.find((r) => r.id === review.id)?.photos).toEqual([photo]);

    expect((await app.inject({ method: "DELETE", url: `/api/buyer/reviews/${review.id}/photos/${photo.id}`, headers: buyer.headers })).statusCode).toBe(204);
    expect((await app.inject({ url: photo.url })).statusCode).toBe(404);
    expect((await app.inject({ url: photo.thumbnailUrl })).statusCode).toBe(404);
  });

  it("keeps at most 3 photos, also under concurrent uploads (422 REVIEW_PHOTO_LIMIT), and refuses what is not an image (415)", async () => {
    const { review } = await reviewed(4);
    const image = await sampleImage("png");
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => uploadPhoto(review.id, image)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
    expect(errorOf(answers.find((a) => a.statusCode === 422)!).code).toBe("REVIEW_PHOTO_LIMIT");
    expect(errorOf(await uploadPhoto(review.id, image))).toEqual({ status: 422, code: "REVIEW_PHOTO_LIMIT" });
    expect(await app.ctx.db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id))).toHaveLength(3);
    // The refused uploads left no files behind: only the three photos' renditions (4 files each) were stored.
    expect(await app.ctx.storage.deletePrefix(`reviews/${review.id}/`)).toBe(12);

    const second = await reviewed(4);
    expect(errorOf(await uploadPhoto(second.review.id, HTML_PAGE))).toEqual({ status: 415, code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("deletes a review with its photos' files", async () => {
    const { review, product } = await reviewed(3);
    const photo = (await uploadPhoto(review.id, await sampleImage("jpeg"))).json() as { url: string };
    expect((await app.inject({ method: "DELETE", url: `/api/buyer/reviews/${review.id}`, headers: buyer.headers })).statusCode).toBe(204);
    expect((await app.inject({ url: photo.url })).statusCode).toBe(404);
    expect(await ratingCountsOf(product.id)).toEqual(starCountsOf([]));
    expect(errorOf(await app.inject({ method: "DELETE", url: `/api/buyer/reviews/${review.id}`, headers: buyer.headers }))).toEqual({ status: 404, code: "REVIEW_NOT_FOUND" });
  });
});

describe("My reviews and the order page's review state", () => {
  it("lists the caller's reviews newest first in keyset pages, with hidden state and the seller's reply", async () => {
    const writer = await signInAs(app, "buyer");
    const written = [];
    for (const stars of [1, 2, 3]) written.push((await reviewed(stars, writer)).review.id);
    await app.ctx.db.update(productReviews).set({ hiddenAt: new Date(), hiddenReason: "Personal details" }).where(eq(productReviews.id, written[0]!));
    await app.ctx.db.update(productReviews).set({ sellerReply: "Thank you!", sellerRepliedAt: new Date() }).where(eq(productReviews.id, written[2]!));

    const first = (await app.inject({ url: "/api/buyer/reviews?limit=2", headers: writer.headers })).json() as { items: { id: string }[]; nextCursor: string };
    expect(first.items.map((r) => r.id)).toEqual([written[2], written[1]]);
    expect(first.items[0]).toMatchObject({ reply: { text: "Thank you!", edited: false }, hidden: null });
    const second = (await app.inject({ url: `/api/buyer/reviews?limit=2&cursor=${first.nextCursor}`, headers: writer.headers })).json() as { items: { id: string }[]; nextCursor: null };
    expect(second.items.map((r) => r.id)).toEqual([written[0]]);
    expect(second.items[0]).toMatchObject({ hidden: { reason: "Personal details" } });
    expect(second.nextCursor).toBeNull();
    expect(errorOf(await app.inject({ url: "/api/buyer/reviews?cursor=bogus", headers: writer.headers })).status).toBe(400);
  });

  it("tells the order page which items may be reviewed and which are, for the caller's order only", async () => {
    const { order, item } = await delivered(buyer.profile.id);
    const states = async (orderId: string, headers = buyer.headers) => app.inject({ url: `/api/buyer/orders/${orderId}/reviews`, headers });
    expect((await states(order.id)).json()).toEqual({ items: [{ orderItemId: item.id, reviewable: true, review: null }] });
    const review = (await write({ orderItemId: item.id, stars: 4 })).json() as { id: string };
    expect((await states(order.id)).json()).toEqual({ items: [{ orderItemId: item.id, reviewable: false, review: { id: review.id, stars: 4, editable: true } }] });

    const shipped = await delivered(buyer.profile.id, { status: "Shipped" });
    expect(((await states(shipped.order.id)).json() as { items: { reviewable: boolean }[] }).items[0]!.reviewable).toBe(false);
    const other = await signInAs(app, "buyer");
    expect(errorOf(await states(order.id, other.headers))).toEqual({ status: 404, code: "ORDER_NOT_FOUND" });
  });
});
