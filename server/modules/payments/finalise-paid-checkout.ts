import { and, eq, gte, sql } from "drizzle-orm";
import { INITIAL_ORDER_STATUS } from "@domain/orders";
import { indiaDate } from "@domain/subscription-term";
import type { AppContext } from "../../app-context";
import type { Transaction } from "../../db/client";
import { checkouts, orderEvents, orderItems, orders, products } from "../../db/schema";
import { notFound } from "../../errors";
import { paymentOutcomes } from "../../platform/metrics/business-counters";
import { publishOrderChange } from "../orders/order-change-notification";
import { allocateOrderNumber } from "../orders/allocate-order-number";
import { enqueueOrderConfirmationEmail } from "../orders/order-confirmation-email";
import { enqueueNewOrderEmail } from "../orders/order-emails";
import { feeBasisPointsForSellers } from "../payouts/platform-fee-snapshot";
import { useQuotes } from "../quotations/quoted-lines";
import { removePurchasedLines } from "../cart/purchased-lines";
import { buyerInvoiceParty } from "../tax/buyer-invoice-party";
import { issueOrderInvoice } from "../tax/issue-order-invoice";
import { newOrderTax, productTaxes } from "../tax/new-order-tax";
import { issueRefund, makeRefundKey } from "./issue-refund";

type Checkout = typeof checkouts.$inferSelect;

/**
 * Thrown inside the transaction to roll back what was already taken when a line cannot be supplied: its stock ran
 * out, or its quotation was used by another paid checkout first.
 */
class Unfulfillable extends Error {}

export type FinaliseResult = "paid" | "refunded";

/** The refund key of a checkout paid after its stock ran out: one per checkout, so it is never refunded twice. */
export const oversoldRefundKey = (checkoutId: string) => makeRefundKey("oos", checkoutId);

/**
 * Turns a checkout the provider reports PAID into orders, exactly once, whichever of the status check and the
 * webhook arrives first: the checkout row is locked, a paid checkout is left alone, and orders(checkout_id,
 * seller_id) is unique besides. Stock is taken with a conditional update that never goes below zero; when any line
 * has run out, nothing is taken, the checkout is marked refunded and the amount paid goes back to the buyer
 * (docs/decisions/0006-oversold-stock-refund.md).
 */
export async function finalisePaidCheckout(ctx: AppContext, checkoutId: string, providerPaymentId?: string): Promise<FinaliseResult> {
  try {
    let changed = false;
    const result = await ctx.db.transaction(async (tx) => {
      const checkout = await lockCheckout(tx, checkoutId);
      if (checkout.status === "paid" || checkout.status === "refunded") return checkout.status;
      await takeStock(tx, checkout);
      const quoteIds = checkout.snapshot.lines.flatMap((l) => (l.quoteId ? [l.quoteId] : []));
      if (!(await useQuotes(ctx.events, tx, checkout, quoteIds))) throw new Unfulfillable("quotation already used by another order");
      await createOrders(ctx, tx, checkout);
      await removePurchasedLines(tx, checkout.buyerId, checkout.snapshot.lines);
      await tx
        .update(checkouts)
        .set({ status: "paid", paidAt: new Date(), providerPaymentId: providerPaymentId ?? checkout.providerPaymentId })
        .where(eq(checkouts.id, checkout.id));
      changed = true;
      return "paid" as const;
    });
    if (changed) paymentOutcomes.inc({ kind: "order", outcome: "paid" });
    if (result === "refunded") await refundOversold(ctx, checkoutId);
    return result;
  } catch (error) {
    if (!(error instanceof Unfulfillable)) throw error;
    const oversold = await ctx.db.transaction(async (tx) => {
      const checkout = await lockCheckout(tx, checkoutId);
      if (checkout.status === "paid" || checkout.status === "refunded") return false;
      await tx
        .update(checkouts)
        .set({ status: "refunded", paidAt: new Date(), providerPaymentId: providerPaymentId ?? null, failureReason: error.message })
        .where(eq(checkouts.id, checkoutId));
      return true;
    });
    if (oversold) paymentOutcomes.inc({ kind: "order", outcome: "refunded" });
    const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    if (checkout?.status === "refunded") await refundOversold(ctx, checkoutId);
    return checkout?.status === "paid" ? "paid" : "refunded";
  }
}

async function lockCheckout(tx: Transaction, checkoutId: string): Promise<Checkout> {
  const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for("update");
  if (!checkout || checkout.kind !== "order") throw notFound("Checkout");
  return checkout;
}

/** In product-id order, so concurrent finalisations lock products in the same order and cannot deadlock. */
async function takeStock(tx: Transaction, checkout: Checkout) {
  const lines = [...checkout.snapshot.lines].sort((a, b) => a.productId.localeCompare(b.productId));
  for (const line of lines) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) throw new Unfulfillable(`out of stock: ${line.name}`);
  }
}

/**
 * One order per seller, each with its GST (tax per line and on freight, issue 32) and the seller's tax invoice, all in
 * the paying transaction.
 */
async function createOrders(ctx: AppContext, tx: Transaction, checkout: Checkout) {
  const { snapshot } = checkout;
  const fees = await feeBasisPointsForSellers(tx, snapshot.sellers.map((seller) => seller.sellerId));
  const taxes = await productTaxes(tx, snapshot.lines.map((line) => line.productId));
  const issuedOn = indiaDate(new Date());
  const recipient = await buyerInvoiceParty(tx, checkout.buyerId, snapshot);
  for (const seller of snapshot.sellers) {
    const lines = snapshot.lines.filter((l) => l.sellerId === seller.sellerId);
    const orderTax = await newOrderTax(tx, {
      sellerId: seller.sellerId,
      shippingAddress: snapshot.shippingAddress,
      lines: lines.map((line) => ({ lineTotal: line.lineTotal, tax: taxes.get(line.productId)! })),
      freight: seller.freight ?? 0,
    });
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: await allocateOrderNumber(tx),
        buyerId: checkout.buyerId,
        sellerId: seller.sellerId,
        checkoutId: checkout.id,
        totalAmount: seller.total,
        status: INITIAL_ORDER_STATUS,
        shippingAddress: snapshot.shippingAddress,
        billingAddress: snapshot.billingAddress,
        paymentMethod: checkout.paymentMethod,
        advanceAmount: seller.advance,
        platformFeeBasisPoints: fees.get(seller.sellerId)!,
        // total_amount above is goods and freight; older snapshots carry no freight.
        freightAmount: seller.freight ?? 0,
        deliveryEarliest: seller.window?.earliest ?? null,
        deliveryLatest: seller.window?.latest ?? null,
        ...orderTax.orderColumns,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(
      lines.map((l, i) => {
        const { hsnCode, rateBasisPoints, taxableValue, cgst, sgst, igst } = orderTax.tax.lines[i]!;
        return { orderId: order!.id, productId: l.productId, productName: l.name, quantity: l.quantity, price: l.unitPrice, hsnCode, gstRateBasisPoints: rateBasisPoints, taxableValue, cgst, sgst, igst };
      }),
    );
    await issueOrderInvoice(tx, {
      orderId: order!.id,
      sellerId: seller.sellerId,
      seller: orderTax.seller,
      recipient,
      placeOfSupply: orderTax.placeOfSupply,
      tax: orderTax.tax,
      issuedOn,
    });
    await tx.insert(orderEvents).values({
      orderId: order!.id,
      actorRole: "system",
      fromStatus: null,
      toStatus: INITIAL_ORDER_STATUS,
      note: "Payment confirmed",
    });
    await enqueueNewOrderEmail(ctx, tx, order!.id);
    await enqueueOrderConfirmationEmail(ctx, tx, order!.id);
    // Delivered at commit: open buyer and seller dashboards show the new order at once.
    await publishOrderChange(ctx.events, tx, {
      kind: "created",
      orderId: order!.id,
      buyerId: checkout.buyerId,
      sellerId: seller.sellerId,
      status: INITIAL_ORDER_STATUS,
      at: new Date().toISOString(),
    });
  }
}

/**
 * Idempotent: the same key each time, so a repeat (or a retry after the provider was unreachable) never pays twice.
 * No credit note: an oversold checkout created no order, so there is no tax invoice to credit.
 */
async function refundOversold(ctx: AppContext, checkoutId: string) {
  const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  if (!checkout) return;
  await issueRefund(ctx, {
    checkoutId,
    amount: checkout.amount,
    refundKey: oversoldRefundKey(checkoutId),
    reason: `Refund: ${checkout.failureReason ?? "out of stock"} before the payment was confirmed`,
  });
}
