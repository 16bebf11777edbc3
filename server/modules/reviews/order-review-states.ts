import { and, eq } from "drizzle-orm";
import { isWithinEditWindow, isWithinReviewWindow } from "@domain/reviews";
import type { OrderReviewStates } from "@domain/schemas/buyer-reviews";
import type { Executor } from "../../db/client";
import { orderItems, orders, productReviews, products, profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { isUuid } from "../orders/order-id";

/**
 * For the order page: each item of the caller's order, whether "Write a review" applies now (the same rules the
 * write enforces: delivered, within the window, not yet reviewed, not the caller's own product, not an admin's
 * account), and the review already written. Another buyer's order is "not found".
 */
export async function orderReviewStates(db: Executor, buyerId: string, orderId: string): Promise<OrderReviewStates> {
  if (!isUuid(orderId)) throw notFound("Order", "ORDER_NOT_FOUND");
  const [order] = await db
    .select({ status: orders.status, deliveredAt: orders.deliveredAt, sellerId: orders.sellerId, callerIsAdmin: profiles.isAdmin })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.buyerId))
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!order) throw notFound("Order", "ORDER_NOT_FOUND");
  const items = await db
    .select({ id: orderItems.id, productSellerId: products.sellerId, review: { id: productReviews.id, stars: productReviews.stars, createdAt: productReviews.createdAt } })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId));
  const orderOpen =
    order.status === "Delivered" && (order.deliveredAt === null || isWithinReviewWindow(order.deliveredAt)) && !order.callerIsAdmin && order.sellerId !== buyerId;
  return {
    items: items.map(({ id, productSellerId, review }) => ({
      orderItemId: id,
      reviewable: orderOpen && review === null && productSellerId !== buyerId,
      review: review && { id: review.id, stars: review.stars, editable: isWithinEditWindow(review.createdAt) },
    })),
  };
}
