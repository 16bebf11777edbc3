import { eq } from "drizzle-orm";
import type { SellerReturnRow } from "@domain/schemas/seller-returns";
import type { AppContext } from "../../app-context";
import type { Transaction } from "../../db/client";
import { orderItems, orderReturns, orders, returnRefunds } from "../../db/schema";
import { conflict } from "../../errors";
import type { Logger } from "../../platform/logger";
import { type IssueRefundInput, issueRefund, makeRefundKey, recordRefundIn } from "../payments/issue-refund";
import { syncPayoutHold } from "../payouts/payout-hold";
import { issueReturnCreditNote } from "../tax/issue-credit-note";
import { announceReturnChange, lockSellerReturn } from "./decide-return";
import { refundOfReturn } from "./refund-of-return";
import { getSellerReturn } from "./seller-return-rows";

/** One refund key per return request: however often completion is asked for, the provider pays it once. */
export const returnRefundKey = (returnId: string) => makeRefundKey("return", returnId);

/**
 * The seller marks an approved request completed: the returned item arrived (return) or the replacement left
 * (exchange). A return refunds the returned quantity's share of what the buyer paid for the line (refund-of-return.ts)
 * exactly once: the request row is locked and must still be approved, and the refund is recorded in the same
 * transaction (return_refunds is unique per request). The share of what was paid online goes back through the payment
 * provider under the request's refund key, asked for after the commit; the share of the cash collected on delivery is
 * recorded as a manual refund due, for the admin console to settle.
 * The order's payout is recomputed on what was not refunded, and comes off Hold unless another request is open.
 */
export async function completeReturn(
  ctx: AppContext,
  input: { sellerId: string; returnId: string; log?: Pick<Logger, "error"> },
): Promise<SellerReturnRow> {
  const onlineRefund = await ctx.db.transaction(async (tx) => {
    const request = await lockSellerReturn(tx, input.sellerId, input.returnId);
    if (request.status !== "approved") throw conflict("RETURN_NOT_APPROVED");
    await tx.update(orderReturns).set({ status: "completed" }).where(eq(orderReturns.id, request.id));
    const refund = request.requestType === "return" ? await recordReturnRefund(tx, request) : null;
    await syncPayoutHold(tx, request.orderId);
    await announceReturnChange(ctx, tx, request.orderId);
    return refund;
  });
  if (onlineRefund) {
    try {
      await issueRefund(ctx, onlineRefund);
    } catch (error) {
      // Recorded and pending under its key: retry-pending-refunds asks for it again.
      input.log?.error({ err: error, returnId: input.returnId }, "refund of a completed return could not be asked for");
    }
  }
  return (await getSellerReturn(ctx.db, input.sellerId, input.returnId))!;
}

async function recordReturnRefund(
  tx: Transaction,
  request: typeof orderReturns.$inferSelect,
): Promise<IssueRefundInput | null> {
  // The order's row lock queues completions of its returns, so each reads the refunds recorded before it.
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for("update");
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, request.orderItemId));
  if (!order || !item) throw new Error(`return ${request.id}: its order or item is missing`);
  // The returned units' credit note against the invoice commits with the refund (none for an order from before GST).
  await issueReturnCreditNote(tx, request);
  const split = await refundOfReturn(tx, request);
  if (!split || split.amount === 0) return null;

  const refundInput: IssueRefundInput | null =
    split.online > 0
      ? {
          checkoutId: order.checkoutId,
          orderId: order.id,
          amount: split.online,
          refundKey: returnRefundKey(request.id),
          reason: `Return of ${request.quantity} × ${item.productName} (order ${order.orderNumber})`,
        }
      : null;
  const recorded = refundInput ? await recordRefundIn(tx, refundInput) : null;
  await tx.insert(returnRefunds).values({
    returnId: request.id,
    orderId: order.id,
    amount: split.amount,
    onlineAmount: split.online,
    refundId: recorded?.row.id ?? null,
    manualAmount: split.manual,
  });
  return refundInput;
}
