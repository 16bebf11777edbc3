import { and, count, eq, inArray, type SQL } from "drizzle-orm";
import type { ReturnStatus } from "@domain/orders";
import type { SellerReturnList } from "@domain/schemas/seller-returns";
import type { Executor } from "../../db/client";
import { orderReturns, orders } from "../../db/schema";
import { orderNumberMatches } from "../orders/order-number-search";
import { selectSellerReturns, withRefundPreviews } from "./seller-return-rows";

export type ListSellerReturnsInput = { sellerId: string; status?: ReturnStatus; q?: string; page: number; pageSize: number };

/**
 * The seller's return and exchange requests, newest first (index order_returns_seller_idx), one page at a time; each
 * open return with what completing it would refund now.
 */
export async function listSellerReturns(db: Executor, input: ListSellerReturnsInput): Promise<SellerReturnList> {
  const conditions: SQL[] = [eq(orderReturns.sellerId, input.sellerId)];
  if (input.status) conditions.push(eq(orderReturns.status, input.status));
  if (input.q) conditions.push(inArray(orderReturns.orderId, db.select({ id: orders.id }).from(orders).where(orderNumberMatches(input.q))));
  const where = and(...conditions)!;
  const [rows, [counted]] = await Promise.all([
    selectSellerReturns(db, where)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(orderReturns).where(where),
  ]);
  return { returns: await withRefundPreviews(db, rows), total: counted?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
