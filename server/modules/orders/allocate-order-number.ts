import { sql } from "drizzle-orm";
import { formatOrderNumber, orderNumberPeriod } from "@domain/order-number";
import type { Executor } from "../../db/client";
import { orderNumberCounters } from "../../db/schema";

/**
 * The next number of the month, in the order's transaction: the counter row's upsert takes a row lock, so concurrent
 * orders queue on it and never share or skip a number (a rolled-back order gives its number back).
 */
export async function allocateOrderNumber(tx: Executor, at = new Date()): Promise<string> {
  const period = orderNumberPeriod(at);
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ period, lastValue: 1 })
    .onConflictDoUpdate({ target: orderNumberCounters.period, set: { lastValue: sql`${orderNumberCounters.lastValue} + 1` } })
    .returning({ lastValue: orderNumberCounters.lastValue });
  return formatOrderNumber(period, row!.lastValue);
}
