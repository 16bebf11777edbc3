import { eq, inArray } from "drizzle-orm";
import type { PaymentStatus, PlacedOrder } from "@domain/schemas/payment-status";
import type { Executor } from "../../db/client";
import { type checkouts, orderItems, orders, profiles, refunds } from "../../db/schema";
import { oversoldRefundKey } from "./finalise-paid-checkout";

type Checkout = typeof checkouts.$inferSelect;

/** The orders a checkout became, with their items and sellers' names. */
export async function listPlacedOrders(db: Executor, checkoutId: string): Promise<PlacedOrder[]> {
  const rows = await db
    .select({ order: orders, sellerCompanyName: profiles.companyName })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.sellerId))
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(orders.createdAt, orders.id);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.order.id)));
  return rows.map(({ order, sellerCompanyName }) => ({
    id: order.id,
    orderNumber: order.orderNumber,
    sellerCompanyName,
    status: order.status,
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    advanceAmount: order.advanceAmount,
    createdAt: order.createdAt.toISOString(),
    items: items
      .filter((i) => i.orderId === order.id)
      .map((i) => ({ productId: i.productId, productName: i.productName, quantity: i.quantity, price: i.price })),
  }));
}

/** The answer of the payment status endpoint for a checkout in a given state. */
export async function describeCheckoutPayment(
  db: Executor,
  checkout: Checkout,
  status: PaymentStatus["status"],
  providerStatus: string,
): Promise<PaymentStatus> {
  const [refund] =
    status === "refunded" ? await db.select().from(refunds).where(eq(refunds.refundKey, oversoldRefundKey(checkout.id))) : [];
  return {
    orderId: checkout.paymentOrderId,
    status,
    providerStatus,
    paymentMethod: checkout.paymentMethod,
    totalAmount: checkout.totalAmount,
    amountPaidOnline: checkout.amount,
    orders: status === "paid" ? await listPlacedOrders(db, checkout.id) : [],
    refund: refund ? { status: refund.status, amount: refund.amount } : null,
  };
}
