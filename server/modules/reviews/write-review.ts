import { and, eq } from "drizzle-orm";
import { isWithinReviewWindow } from "@domain/reviews";
import type { BuyerReview } from "@domain/schemas/buyer-reviews";
import type { AppContext } from "../../app-context";
import { isUniqueViolation } from "../../db/constraint-errors";
import { orderItems, orders, productReviews, products, profiles } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { buyerReview } from "./buyer-review-rows";

export type WriteReviewInput = { orderItemId: string; stars: number; title: string; text: string };

/**
 * A buyer reviews one item of their own delivered order, once, within REVIEW_WINDOW_DAYS of delivery. The refusals
 * come in a fixed order (someone else's item is "not found" before anything about it is revealed). The product,
 * seller and order are the server's own rows, never the client's word; the star counts follow by trigger in the
 * same transaction. Two racing writes of one item meet the unique index, and the loser gets the same 409.
 */
export async function writeReview(ctx: AppContext, buyerId: string, input: WriteReviewInput): Promise<BuyerReview> {
  let reviewId: string;
  try {
    reviewId = await ctx.db.transaction(async (tx) => {
      // The order's row lock: its status cannot move while the review is written.
      const [found] = await tx
        .select({ item: orderItems, order: orders })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.id, input.orderItemId), eq(orders.buyerId, buyerId)))
        .for("update", { of: orders });
      if (!found) throw notFound("Order item", "ORDER_ITEM_NOT_FOUND");
      const { item, order } = found;

      const [caller] = await tx.select({ isAdmin: profiles.isAdmin }).from(profiles).where(eq(profiles.id, buyerId));
      if (caller?.isAdmin) throw new AppError("REVIEW_ADMIN_ACCOUNT");

      const [product] = item.productId ? await tx.select({ sellerId: products.sellerId }).from(products).where(eq(products.id, item.productId)) : [];
      if (order.sellerId === buyerId || product?.sellerId === buyerId) throw new AppError("REVIEW_OWN_PRODUCT");

      if (order.status !== "Delivered") throw conflict("REVIEW_ORDER_NOT_DELIVERED");
      // An order delivered before delivery dates were kept counts as in the window, as returns treat it.
      if (order.deliveredAt && !isWithinReviewWindow(order.deliveredAt)) throw conflict("REVIEW_WINDOW_CLOSED");

      const [existing] = await tx.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.orderItemId, item.id));
      if (existing) throw conflict("REVIEW_ALREADY_WRITTEN");

      const [created] = await tx
        .insert(productReviews)
        .values({
          orderItemId: item.id,
          orderId: order.id,
          productId: item.productId,
          sellerId: order.sellerId,
          buyerId,
          stars: input.stars,
          title: input.title,
          body: input.text,
        })
        .returning({ id: productReviews.id });
      return created!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error) && namesConstraint(error, "product_reviews_order_item_unique")) throw conflict("REVIEW_ALREADY_WRITTEN");
    throw error;
  }
  return (await buyerReview(ctx.db, buyerId, reviewId))!;
}

/** Whether a driver error (through Drizzle's wrappers) names this constraint. */
function namesConstraint(error: unknown, name: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { constraint, message } = current as { constraint?: unknown; message?: unknown };
    if (constraint === name || (typeof message === "string" && message.includes(name))) return true;
  }
  return false;
}
