import { eq, sql } from "drizzle-orm";
import { splitReturnRefund } from "@domain/payouts";
import type { SellerReturnRow } from "@domain/schemas/seller-returns";
import type { AppContext } from "../../app-context";
import type { Transaction } from "../../db/client";
import { orderItems, orderReturns, orders, returnRefunds } from "../../db/schema";
import { conflict } from "../../errors";
import type { Logger } from "../../platform/logger";
import { type IssueRefundInput, issueRefund, makeRefundKey, recordRefundIn } from "../payments/issue-refund";
import { syncPayoutHold } from "../payouts/payout-hold";
import { announceReturnChange, lockSellerReturn } from "./decide-return";
import { getSellerReturn } from "./seller-return-rows";

/** One refund key per return request: however often completion is asked for, the provider pays it once. */
export const returnRefundKey = (returnId: string) => makeRefundKey("return", returnId);

/**
 * The seller marks an approved request completed: the returned item arrived (return) or the replacement left
 * (exchange). A return refunds the line's amount to the buyer exactly once: the request row is locked and must still
 * be approved, and the refund is recorded in the same transaction (return_refunds is unique per request). What the
 * order was paid online goes back through the payment provider under the request's refund key, asked for after the
 * commit; cash paid on delivery beyond that is recorded as a manual refund due, for the admin console to settle.
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
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for("update");
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, request.orderItemId));
  if (!order || !item) throw new Error(`return ${request.id}: its order or item is missing`);
  const [{ refundedOnline } = { refundedOnline: 0 }] = await tx
    .select({ refundedOnline: sql<number>`coalesce(sum(${returnRefunds.onlineAmount}), 0)`.mapWith(Number) })
    .from(returnRefunds)
    .where(eq(returnRefunds.orderId, order.id));
  const lineAmount = item.price * item.quantity;
  const { online, manual } = splitReturnRefund({ lineAmount, advanceAmount: order.advanceAmount, refundedOnline });

  const refundInput: IssueRefundInput | null =
    online > 0
      ? {
          checkoutId: order.checkoutId,
          orderId: order.id,
          amount: online,
          refundKey: returnRefundKey(request.id),
          reason: `Return of ${item.quantity} × ${item.productName} (order ${order.id.slice(0, 8)})`,
        }
      : null;
  const recorded = refundInput ? await recordRefundIn(tx, refundInput) : null;
  await tx.insert(returnRefunds).values({
    returnId: request.id,
    orderId: order.id,
    amount: lineAmount,
    onlineAmount: online,
    refundId: recorded?.row.id ?? null,
    manualAmount: manual,
  });
  return refundInput;
}
