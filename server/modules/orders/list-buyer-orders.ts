import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { OrderStatus, PaymentMethod } from "@domain/orders";
import type { BuyerOrderList, BuyerOrderRow } from "@domain/schemas/buyer-orders";
import type { Executor } from "../../db/client";
import { orderItems, orders, profiles } from "../../db/schema";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "./keyset-cursor";

export type ListBuyerOrdersInput = { buyerId: string; status?: OrderStatus; cursor?: string; limit: number };

/** The buyer's own orders, newest first, one keyset page at a time (index orders_buyer_idx). */
export async function listBuyerOrders(db: Executor, input: ListBuyerOrdersInput): Promise<BuyerOrderList> {
  const conditions: SQL[] = [eq(orders.buyerId, input.buyerId)];
  if (input.status) conditions.push(eq(orders.status, input.status));
  if (input.cursor) conditions.push(afterCursor(orders.createdAt, orders.id, decodeCursor(input.cursor)));

  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      cursorAt: cursorTimestamp(orders.createdAt),
      status: orders.status,
      sellerCompanyName: profiles.companyName,
      itemCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(Number),
      totalAmount: orders.totalAmount,
      advanceAmount: orders.advanceAmount,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.sellerId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(input.limit + 1);

  const { page, nextCursor } = pageOf(rows, input.limit);
  return { orders: page.map(toOrderRow), nextCursor };
}

function toOrderRow(row: {
  id: string;
  createdAt: Date;
  status: OrderStatus;
  sellerCompanyName: string | null;
  itemCount: number;
  totalAmount: number;
  advanceAmount: number;
  paymentMethod: PaymentMethod;
}): BuyerOrderRow {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    sellerCompanyName: row.sellerCompanyName,
    itemCount: row.itemCount,
    totalAmount: row.totalAmount,
    advanceAmount: row.advanceAmount,
    paymentMethod: row.paymentMethod,
  };
}
