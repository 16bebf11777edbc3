import { and, eq, inArray, sql } from "drizzle-orm";
import { payoutStatusGivenReturns } from "@domain/payouts";
import type { Executor } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { orderReturns, orders } from "../../db/schema";

/** Return requests still to be settled: the payout of their order waits for them. */
export const OPEN_RETURN_STATUSES = ["pending", "approved", "processing"] as const;

/** Whether a return request on the order is open, for a select on orders. */
export const hasOpenReturn = sql<boolean>`exists (select 1 from ${orderReturns} where ${orderReturns.orderId} = ${outerColumn(orders.id)} and ${inArray(orderReturns.status, [...OPEN_RETURN_STATUSES])})`;

/**
 * Puts the order's payout on Hold while a return request on it is open, and back to Pending when none is
 * (domain/payouts.ts). Called in the transaction that opened or closed a request, after that change. A Hold an admin
 * set with a reason is the admin's to lift: closing a return leaves it held.
 */
export async function syncPayoutHold(tx: Executor, orderId: string): Promise<void> {
  const [order] = await tx.select({ payoutStatus: orders.payoutStatus, holdReason: orders.payoutHoldReason }).from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order || order.holdReason !== null) return;
  const open = await tx
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), inArray(orderReturns.status, [...OPEN_RETURN_STATUSES])))
    .limit(1);
  const next = payoutStatusGivenReturns(order.payoutStatus, open.length > 0);
  if (next !== order.payoutStatus) await tx.update(orders).set({ payoutStatus: next }).where(eq(orders.id, orderId));
}
