import { eq } from "drizzle-orm";
import { formatINR } from "@domain/money";
import type { OrderStatus } from "@domain/orders";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { accountContact } from "../users/account-contact";
import { linkEmail } from "../../platform/email/account-emails";
import { enqueueEmail } from "../../platform/email/outbox";

/** The order id people see in emails: the first 8 characters, as the buyer's pages show it. */
const shown = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** What each status means to the buyer, in plain English. */
const STATUS_SENTENCES: Record<OrderStatus, string> = {
  Pending: "Your order has been placed and is waiting for the seller to accept it.",
  Processing: "The seller has accepted your order and is preparing it.",
  Packaging: "The seller is packing your order.",
  "Ready for Pickup": "Your order is packed and ready to be picked up by the courier.",
  "In Transit": "Your order is on its way.",
  Shipped: "Your order has been shipped.",
  Delivered: "Your order has been delivered. If something is wrong with an item, you can ask for a return or exchange from the order page.",
  Cancelled: "Your order has been cancelled. Anything you paid online will be refunded to your original payment method.",
};

/** Queued in the transaction that changed the status, so the buyer hears of every change that committed, once. */
export async function enqueueStatusChangeEmail(ctx: AppContext, tx: Executor, order: { id: string; buyerId: string }, status: OrderStatus) {
  const buyer = await accountContact(tx, order.buyerId);
  if (!buyer) return;
  await enqueueEmail(
    tx,
    linkEmail(buyer.email, `Your order ${shown(order.id)} is now ${status}`, {
      before: [`Hello ${buyer.firstName ?? buyer.contactPerson ?? "there"},`, STATUS_SENTENCES[status]],
      action: "View your order",
      link: `${ctx.config.publicUrl}/buyer-dashboard/orders/${order.id}`,
      after: ["You will get an email like this each time the status of your order changes."],
    }),
  );
}

/** The seller hears of every new order, with what to send and where to manage it. */
export async function enqueueNewOrderEmail(ctx: AppContext, tx: Executor, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const seller = await accountContact(tx, order.sellerId);
  if (!seller) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const payment =
    order.paymentMethod === "cod"
      ? `Cash on delivery: ${formatINR(order.advanceAmount)} paid in advance, ${formatINR(order.totalAmount - order.advanceAmount)} to collect on delivery.`
      : "Paid online in full.";
  await enqueueEmail(
    tx,
    linkEmail(seller.email, `New order ${shown(order.id)}: ${formatINR(order.totalAmount)}`, {
      before: [
        `Hello ${seller.contactPerson ?? seller.companyName ?? "there"},`,
        `You have a new order worth ${formatINR(order.totalAmount)}:`,
        ...items.map((item) => `• ${item.quantity} × ${item.productName} at ${formatINR(item.price)}`),
        payment,
      ],
      action: "Manage your orders",
      link: `${ctx.config.publicUrl}/seller-dashboard/orders`,
      after: ["Set the order to Processing once you have accepted it, so the buyer knows it is on its way."],
    }),
  );
}
