import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { checkouts } from "../../db/schema";
import { paymentOutcomes } from "../../platform/metrics/business-counters";

/**
 * Records that a checkout's payment failed or expired. Only a checkout still waiting (created) changes: a paid or
 * refunded one stays as it is, and a later PAID from the provider still finalises a failed one.
 */
export async function markCheckoutUnpaid(db: Executor, checkoutId: string, status: "failed" | "expired", reason: string) {
  const changed = await db
    .update(checkouts)
    .set({ status, failureReason: `provider: ${reason}` })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, "created")))
    .returning({ kind: checkouts.kind });
  for (const { kind } of changed) paymentOutcomes.inc({ kind, outcome: status });
}
