import { and, eq, inArray, sql } from "drizzle-orm";
import { paiseToRupeesString } from "@domain/money";
import type { AppContext } from "../../app-context";
import type { Transaction } from "../../db/client";
import { checkouts, refunds } from "../../db/schema";
import { businessRule, conflict, notFound } from "../../errors";
import { CashfreeError } from "../../platform/payments/cashfree-error";
import { refundOutcomeOf } from "../../platform/payments/cashfree-refund-status";
import type { CashfreeRefund } from "../../platform/payments/cashfree-types";
import { alertFailedRefund } from "./failed-refund-alert";
import type { RefundStatus } from "@domain/payments";

export type IssueRefundInput = {
  checkoutId: string;
  /** The order being refunded, when the refund belongs to one order (a cancellation), not the whole checkout. */
  orderId?: string;
  /** Paise; positive, and together with the checkout's other refunds at most what was paid online. */
  amount: number;
  /** Unique per refund: sent to the provider as refund_id and idempotency key, so a retry never pays twice. */
  refundKey: string;
  reason: string;
};

export type RefundResult = { id: string; status: RefundStatus; amount: number };

type RefundRow = typeof refunds.$inferSelect;

/** Cashfree's refund_id: 3 to 40 letters, digits, `_` or `-`. */
const REFUND_KEY_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

/** A refund key that fits the provider's refund_id: `makeRefundKey("cancel", order.id)` → "cancel_3f2a…" (≤ 40 chars). */
export function makeRefundKey(purpose: string, id: string): string {
  return `${purpose}_${id.replace(/-/g, "")}`.slice(0, 40);
}

const result = (row: RefundRow): RefundResult => ({ id: row.id, status: row.status, amount: row.amount });

/**
 * Records the refund (insert-or-get on refundKey), then asks the provider for it. Calling it again with the same key
 * returns the same row and, unless it succeeded or the provider already accepted it, re-asks the provider with the
 * same refund_id and idempotency key, which the provider answers without paying twice. A provider that cannot be
 * reached leaves the refund pending (a later call with the same key retries it); a provider refusal marks it failed
 * and alerts the team (failed-refund-alert.ts).
 * A refund the provider accepted as PENDING keeps its provider id and is followed up by the refund worker
 * (follow-accepted-refunds.ts) or the provider's refund webhook.
 */
export async function issueRefund(ctx: AppContext, input: IssueRefundInput): Promise<RefundResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw businessRule("INVALID_REFUND_AMOUNT", "A refund must be a positive amount.");
  if (!REFUND_KEY_PATTERN.test(input.refundKey)) throw new RangeError("refundKey must be 3 to 40 of A-Z a-z 0-9 _ - (use makeRefundKey)");
  const { row, paymentOrderId } = await recordRefund(ctx, input);
  if (row.status === "success" || (row.status === "pending" && row.providerRefundId)) return result(row);

  let answer: CashfreeRefund;
  try {
    answer = await ctx.payments.cashfree.createRefund(
      paymentOrderId,
      { refund_amount: Number(paiseToRupeesString(row.amount)), refund_id: row.refundKey, refund_note: row.reason.slice(0, 100) },
      row.refundKey,
    );
  } catch (error) {
    if (!(error instanceof CashfreeError)) throw error;
    if (!error.isRefusal) return result(row);
    return storeAnswer(ctx, row, { status: "failed" }, `${error.message} (${error.code})`);
  }
  const providerMessage = answer.status_description ?? `Refund ${answer.refund_status}`;
  return storeAnswer(ctx, row, { status: refundOutcomeOf(answer.refund_status), providerRefundId: answer.cf_refund_id }, providerMessage);
}

/**
 * Stores the provider's answer, only over the status read before asking: a refund webhook may have settled it while
 * the answer was on its way. A refund this moves to failed alerts the team in the same transaction.
 */
async function storeAnswer(
  ctx: AppContext,
  row: RefundRow,
  change: { status: RefundRow["status"]; providerRefundId?: string },
  providerMessage: string,
): Promise<RefundResult> {
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(refunds)
      .set(change)
      .where(and(eq(refunds.id, row.id), eq(refunds.status, row.status)))
      .returning();
    if (!updated) {
      const [current] = await tx.select().from(refunds).where(eq(refunds.id, row.id));
      return result(current!);
    }
    if (updated.status === "failed" && row.status !== "failed") await alertFailedRefund(ctx, tx, updated, providerMessage);
    return result(updated);
  });
}

/** Insert-or-get under the checkout's row lock, so concurrent refunds cannot together exceed what was paid. */
async function recordRefund(ctx: AppContext, input: IssueRefundInput) {
  return ctx.db.transaction((tx) => recordRefundIn(tx, input));
}

/**
 * recordRefund inside the caller's transaction: a refund that must exist exactly when some other change commits (a
 * completed return) is recorded with it, then asked of the provider by issueRefund with the same input after the
 * commit. Should that never happen (a crash), retry-pending-refunds asks for it later.
 */
export async function recordRefundIn(tx: Transaction, input: IssueRefundInput) {
  const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, input.checkoutId)).for("update");
  if (!checkout) throw notFound("Checkout");
  const [existing] = await tx.select().from(refunds).where(eq(refunds.refundKey, input.refundKey));
  if (existing) {
    if (existing.checkoutId !== input.checkoutId || existing.amount !== input.amount)
      throw conflict("REFUND_KEY_REUSED", "This refund key was already used for a different refund.");
    return { row: existing, paymentOrderId: checkout.paymentOrderId };
  }
  if (checkout.status !== "paid" && checkout.status !== "refunded")
    throw businessRule("CHECKOUT_NOT_PAID", "Only a paid checkout can be refunded.");
  const [{ refunded } = { refunded: 0 }] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.checkoutId, input.checkoutId), inArray(refunds.status, ["pending", "success"])));
  if (refunded + input.amount > checkout.amount)
    throw businessRule("REFUND_EXCEEDS_PAYMENT", "The refund would exceed the amount paid online.");
  const [row] = await tx
    .insert(refunds)
    .values({
      checkoutId: input.checkoutId,
      orderId: input.orderId ?? null,
      refundKey: input.refundKey,
      amount: input.amount,
      reason: input.reason,
    })
    .returning();
  return { row: row!, paymentOrderId: checkout.paymentOrderId };
}
