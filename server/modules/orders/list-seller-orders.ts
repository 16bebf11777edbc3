import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { canSellerSetStatus, type OrderStatus } from "@domain/orders";
import { amountStillDue, orderDisplayStatus } from "@domain/return-refund";
import type { SellerOrderItem, SellerOrderList } from "@domain/schemas/seller-orders";
import type { Executor } from "../../db/client";
import { orderItems, orders, profiles } from "../../db/schema";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "./keyset-cursor";
import { orderItemImage } from "./order-item-image";
import { orderNumberMatches } from "./order-number-search";
import { refundedAmount } from "../payouts/payout-amounts-sql";
import { everyUnitReturnedSql } from "../returns/every-unit-returned-sql";
import { orderCreditNoteRefs } from "../tax/credit-note-refs";
import { orderInvoiceRefs } from "../tax/order-invoice-refs";

export type ListSellerOrdersInput = { sellerId: string; status?: OrderStatus; q?: string; cursor?: string; limit: number };


/** The buyer as a seller knows them: the company, else the person. */
const buyerName = sql<string | null>`coalesce(
  nullif(trim(${profiles.companyName}), ''),
  nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''),
  nullif(trim(${profiles.contactPerson}), ''))`;

/**
 * The seller's own orders, newest first, one keyset page at a time (index orders_seller_idx), each with its items,
 * buyer, shipping address and payment: what the expandable rows of the orders page show.
 */
export async function listSellerOrders(db: Executor, input: ListSellerOrdersInput): Promise<SellerOrderList> {
  const conditions: SQL[] = [eq(orders.sellerId, input.sellerId)];
  if (input.status) conditions.push(eq(orders.status, input.status));
  if (input.q) conditions.push(orderNumberMatches(input.q));
  if (input.cursor) conditions.push(afterCursor(orders.createdAt, orders.id, decodeCursor(input.cursor)));

  const rows = await db
    .select({ order: orders, cursorAt: cursorTimestamp(orders.createdAt), buyerName, everyUnitReturned: everyUnitReturnedSql, refunded: refundedAmount })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.buyerId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(input.limit + 1);
  const { page, nextCursor } = pageOf(
    rows.map((row) => ({ ...row, id: row.order.id })),
    input.limit,
  );

  const orderIds = page.map((row) => row.id);
  const [itemsByOrder, invoices, creditNotes] = await Promise.all([itemsOf(db, orderIds), orderInvoiceRefs(db, orderIds), orderCreditNoteRefs(db, orderIds)]);
  return {
    orders: page.map(({ order, buyerName: name, everyUnitReturned, refunded }) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      status: order.status,
      displayStatus: orderDisplayStatus(order.status, everyUnitReturned),
      totalAmount: order.totalAmount,
      freightAmount: order.freightAmount,
      paymentMethod: order.paymentMethod,
      advanceAmount: order.advanceAmount,
      amountPaidOnDelivery: order.collectedOnDelivery,
      amountDueOnDelivery: amountStillDue(order, order.status === "Cancelled"),
      returnsRefunded: refunded,
      buyerName: name,
      shippingAddress: order.shippingAddress,
      items: itemsByOrder.get(order.id) ?? [],
      invoice: invoices.get(order.id) ?? null,
      creditNotes: creditNotes.get(order.id) ?? [],
      // Processing stands for any of the three a seller sets: the selector is enabled unless the order is locked.
      canSetStatus: canSellerSetStatus(order.status, "Processing"),
    })),
    nextCursor,
  };
}

async function itemsOf(db: Executor, orderIds: string[]): Promise<Map<string, SellerOrderItem[]>> {
  const byOrder = new Map<string, SellerOrderItem[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ item: orderItems, imageUrl: orderItemImage })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  for (const { item, imageUrl } of rows) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      imageUrl,
      quantity: item.quantity,
      price: item.price,
      lineTotal: item.price * item.quantity,
    });
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}
