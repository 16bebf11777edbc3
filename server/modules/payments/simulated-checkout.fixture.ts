import type { App } from "../../app";
import { checkouts, orders } from "../../db/schema";
import { recordSimPayment } from "../../platform/payments/simulator/sim-store";
import { allocateOrderNumber } from "../orders/allocate-order-number";

const address = { address: "1 MG Road", city: "Pune", state: "Maharashtra", zip: "411001", country: "India" };

type Checkout = typeof checkouts.$inferSelect;

/**
 * For tests: a checkout whose provider order exists in the simulator, paid there unless `status` is "created". With
 * `notifyUrl` the simulator sends that order's webhooks (payments and refunds) there.
 */
export async function simulatedCheckout(
  app: App,
  {
    orderId,
    buyerId,
    amount,
    status = "paid",
    notifyUrl,
  }: { orderId: string; buyerId: string; amount: number; status?: "paid" | "created"; notifyUrl?: string },
) {
  const order = await app.ctx.payments.cashfree.createOrder({
    order_id: orderId,
    order_amount: amount / 100,
    order_currency: "INR",
    customer_details: { customer_id: buyerId, customer_phone: "9999999999" },
    order_meta: { return_url: "http://localhost:3000/payment-status?order_id={order_id}", ...(notifyUrl ? { notify_url: notifyUrl } : {}) },
  });
  if (status === "paid") await recordSimPayment(app.ctx.db, order.payment_session_id!, "pay");
  const [checkout] = await app.ctx.db
    .insert(checkouts)
    .values({
      paymentOrderId: orderId,
      buyerId,
      kind: "order",
      amount,
      totalAmount: amount,
      paymentMethod: "online",
      status,
      snapshot: {
        lines: [],
        sellers: [],
        shippingAddress: address,
        billingAddress: address,
        contact: { firstName: "A", lastName: "B", phone: "9876543210", email: "a@b.test" },
      },
    })
    .returning();
  return checkout!;
}

/** For refund tests: the checkout's whole amount as one order of `sellerId`, already cancelled, so it is owed back. */
export async function cancelledOrderOf(app: App, checkout: Checkout, sellerId: string) {
  const [order] = await app.ctx.db
    .insert(orders)
    .values({
      orderNumber: await allocateOrderNumber(app.ctx.db),
      buyerId: checkout.buyerId,
      sellerId,
      checkoutId: checkout.id,
      totalAmount: checkout.amount,
      status: "Cancelled",
      shippingAddress: address,
      billingAddress: address,
      paymentMethod: "online",
      advanceAmount: checkout.amount,
      platformFeeBasisPoints: 500,
    })
    .returning();
  return order!;
}
