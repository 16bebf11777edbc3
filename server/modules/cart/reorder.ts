import { and, eq } from "drizzle-orm";
import { applicableUnitPrice } from "@domain/pricing";
import type { CartChange, CartUpdate } from "@domain/schemas/cart";
import type { AppContext } from "../../app-context";
import { orderItems, orders } from "../../db/schema";
import { notFound } from "../../errors";
import { isUuid } from "../orders/order-id";
import { addLines, lockCart } from "./put-lines";
import { readCart } from "./read-cart";

/**
 * "Buy again": the order's items that can still be bought go into the buyer's cart at today's prices, each at the
 * ordered quantity (added to any line of the product already there), raised to a new minimum order or capped by
 * the stock. The answer says what changed: a unit price other than the order paid, an item unavailable or out of
 * stock, a quantity moved. Another buyer's order is not found.
 */
export async function reorder(ctx: AppContext, buyerId: string, orderId: string): Promise<CartUpdate> {
  if (!isUuid(orderId)) throw notFound("Order", "ORDER_NOT_FOUND");
  const { added, changes } = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
    if (!order) throw notFound("Order", "ORDER_NOT_FOUND");
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    await lockCart(tx, buyerId);
    const result = await addLines(
      tx,
      buyerId,
      items.map((item) => ({ productId: item.productId, quantity: item.quantity, name: item.productName })),
    );
    const paid = new Map(items.map((item) => [item.productId, item.price]));
    const repriced: CartChange[] = result.added.flatMap(({ productId, name, quantity, product }) => {
      const price = applicableUnitPrice(product, quantity);
      const previousPrice = paid.get(productId)!;
      return price === previousPrice ? [] : [{ productId, name, kind: "priceChanged" as const, previousPrice, price }];
    });
    return { added: result.added, changes: [...result.changes, ...repriced] };
  });
  return {
    cart: await readCart(ctx.db, buyerId),
    added: added.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
    changes,
  };
}
