import type { App } from "../../app";
import { reviewPhotos, type products } from "../../db/schema";
import { createTestOrder } from "../../modules/orders/test-factories";

type Headers = Record<string, string>;

/**
 * The review objects of the matrix, written through the real route: "buyer" reviews two items of a delivered order
 * of the product of "seller" (one for the matrix's DELETE), and the first review has a photo (whose files the
 * matrix's DELETE of a photo finds missing, which is fine: removal is best effort).
 */
export async function createMatrixReviews(
  app: App,
  parties: { buyer: Headers; buyerId: string; sellerId: string; product: typeof products.$inferSelect },
) {
  const { items } = await createTestOrder(app.ctx.db, {
    buyerId: parties.buyerId,
    sellerId: parties.sellerId,
    lines: [{ product: parties.product, quantity: 1 }],
    status: "Delivered",
  });
  const spare = await createTestOrder(app.ctx.db, {
    buyerId: parties.buyerId,
    sellerId: parties.sellerId,
    lines: [{ product: parties.product, quantity: 1 }],
    status: "Delivered",
  });
  const write = async (orderItemId: string) => {
    const answer = await app.inject({ method: "POST", url: "/api/buyer/reviews", headers: parties.buyer, payload: { orderItemId, stars: 4, title: "Matrix review", text: "" } });
    if (answer.statusCode !== 201) throw new Error(`matrix fixture review failed: ${answer.statusCode} ${answer.body}`);
    return (answer.json() as { id: string }).id;
  };
  const reviewId = await write(items[0]!.id);
  const spareReviewId = await write(spare.items[0]!.id);
  const [photo] = await app.ctx.db.insert(reviewPhotos).values({ reviewId, mediaUrl: `/media/reviews/${reviewId}/matrix.webp` }).returning();
  return { reviewId, reviewPhotoId: photo!.id, spareReviewId, reviewedOrderItemId: items[0]!.id };
}
