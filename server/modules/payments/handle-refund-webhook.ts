import { eq } from "drizzle-orm";
import { tryRupeesToPaise } from "@domain/money";
import type { Logger } from "../../platform/logger";
import type { AppContext } from "../../app-context";
import { checkouts, refunds } from "../../db/schema";
import { AppError, businessRule } from "../../errors";
import { refundWebhookSchema } from "../../platform/payments/cashfree-types";
import { settleRefund } from "./settle-refund";

/**
 * A verified REFUND_STATUS_WEBHOOK (the caller checked its signature): a refund of ours, of the order and amount we
 * asked for, is settled as the provider says (settleRefund: only pending ones move, so repeats change nothing). A
 * refund we never asked for (made on the provider's dashboard) is acknowledged and left alone.
 */
export async function handleRefundWebhook(ctx: AppContext, body: unknown, log: Logger): Promise<"recorded" | "ignored"> {
  const parsed = refundWebhookSchema.safeParse(body);
  if (!parsed.success) throw new AppError("WEBHOOK_INVALID", "The webhook is not a refund webhook.");
  const refund = parsed.data.data.refund;

  const [row] = await ctx.db
    .select({ id: refunds.id, amount: refunds.amount, paymentOrderId: checkouts.paymentOrderId })
    .from(refunds)
    .innerJoin(checkouts, eq(checkouts.id, refunds.checkoutId))
    .where(eq(refunds.refundKey, refund.refund_id));
  if (!row || row.paymentOrderId !== refund.order_id) {
    log.info({ refundId: refund.refund_id, orderId: refund.order_id }, "refund webhook for a refund we did not ask for");
    return "ignored";
  }
  if (tryRupeesToPaise(refund.refund_amount) !== row.amount) {
    log.warn({ refundId: row.id, amount: refund.refund_amount, expected: row.amount }, "refund webhook amount mismatch");
    throw businessRule("REFUND_AMOUNT_MISMATCH", "The refunded amount does not match the refund.");
  }
  return (await settleRefund(ctx, row.id, refund)) ? "recorded" : "ignored";
}
