import { and, eq, inArray, sql } from "drizzle-orm";
import { payoutStatusGivenReturns } from "@domain/payouts";
import type { Executor } from "../../db/client";
import { orderReturns, orders } from "../../db/schema";

/** Return requests still to be settled: the payout of their order waits for them. */
export const OPEN_RETURN_STATUSES = ["pending", "approved", "processing"] as const;

/**
 * Puts the order's payout on Hold while a return request on it is open, and back to Pending when none is
 * (domain/payouts.ts). Called in the transaction that opened or closed a request, after that change.
 */
export async function syncPayoutHold(tx: Executor, orderId: string): Promise<void> {
  const [order] = await tx
    .select({
      payoutStatus: orders.payoutStatus,
      hasOpenReturn: sql<boolean>`exists (select 1 from ${orderReturns} where ${orderReturns.orderId} = ${orders.id} and ${inArray(orderReturns.status, [...OPEN_RETURN_STATUSES])})`,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order) return;
  const next = payoutStatusGivenReturns(order.payoutStatus, order.hasOpenReturn);
  if (next !== order.payoutStatus) {
    await tx.update(orders).set({ payoutStatus: next }).where(and(eq(orders.id, orderId), eq(orders.payoutStatus, order.payoutStatus)));
  }
}
