/** Where a refund stands for us: paid back, given up on, or still on its way. */
export type RefundOutcome = "pending" | "success" | "failed";

/**
 * Cashfree's refund_status in our terms: SUCCESS is paid back; CANCELLED means Cashfree gave up (the money stays
 * with the merchant); PENDING and ONHOLD, and anything new, are still on the way and are asked about again.
 */
export function refundOutcomeOf(refundStatus: string): RefundOutcome {
  if (refundStatus === "SUCCESS") return "success";
  if (refundStatus === "CANCELLED") return "failed";
  return "pending";
}
