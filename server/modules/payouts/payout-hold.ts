import { and, eq, inArray } from "drizzle-orm";
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
  const [order] = await tx.select({ payoutStatus: orders.payoutStatus }).from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) return;
  const open = await tx
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.status, [...OPEN_RETURN_STATUSES])))
    .limit(1);
  const next = payoutStatusGivenReturns(order.payoutStatus, open.length > 0);
  if (next !== order.payoutStatus) await tx.update(orders).set({ payoutStatus: next }).where(eq(orders.id, orderId));
}
