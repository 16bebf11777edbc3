import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { OrderStatus } from "@domain/orders";
import { orderDisplayStatus } from "@domain/return-refund";
import type { BuyerOrderList, BuyerOrderRow } from "@domain/schemas/buyer-orders";
import type { Executor } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { orderItems, orders, profiles } from "../../db/schema";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "./keyset-cursor";
import { orderItemImage } from "./order-item-image";
import { orderNumberMatches } from "./order-number-search";
import { everyUnitReturnedSql } from "../returns/every-unit-returned-sql";

export type ListBuyerOrdersInput = { buyerId: string; status?: OrderStatus; q?: string; cursor?: string; limit: number };

/** The buyer's own orders, newest first, one keyset page at a time (index orders_buyer_idx). */
export async function listBuyerOrders(db: Executor, input: ListBuyerOrdersInput): Promise<BuyerOrderList> {
  const conditions: SQL[] = [eq(orders.buyerId, input.buyerId)];
  if (input.status) conditions.push(eq(orders.status, input.status));
  if (input.q) conditions.push(orderNumberMatches(input.q));
  if (input.cursor) conditions.push(afterCursor(orders.createdAt, orders.id, decodeCursor(input.cursor)));

  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      cursorAt: cursorTimestamp(orders.createdAt),
      status: orders.status,
      everyUnitReturned: everyUnitReturnedSql,
      sellerCompanyName: profiles.companyName,
      itemCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${outerColumn(orders.id)})`.mapWith(Number),
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
  const firstItems = await firstItemsOf(db, page.map((row) => row.id));
  return { orders: page.map((row) => toOrderRow(row, firstItems.get(row.id) ?? null)), nextCursor };
}

type FirstItem = BuyerOrderRow["firstItem"];

/** Each order's first line, as its page lists them (by product name), with that product's image. */
async function firstItemsOf(db: Executor, orderIds: string[]): Promise<Map<string, NonNullable<FirstItem>>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([orderItems.orderId], { orderId: orderItems.orderId, productName: orderItems.productName, imageUrl: orderItemImage })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.orderId, asc(orderItems.productName), asc(orderItems.id));
  return new Map(rows.map(({ orderId, productName, imageUrl }) => [orderId, { productName, imageUrl }]));
}

function toOrderRow(
  row: Omit<BuyerOrderRow, "createdAt" | "firstItem" | "displayStatus"> & { createdAt: Date; everyUnitReturned: boolean },
  firstItem: FirstItem,
): BuyerOrderRow {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    displayStatus: orderDisplayStatus(row.status, row.everyUnitReturned),
    sellerCompanyName: row.sellerCompanyName,
    itemCount: row.itemCount,
    firstItem,
    totalAmount: row.totalAmount,
    advanceAmount: row.advanceAmount,
    paymentMethod: row.paymentMethod,
  };
}
