import { and, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminOrder, AdminOrderList, AdminOrderQuery } from "@domain/schemas/admin-orders";
import type { CreditNoteRef } from "@domain/schemas/credit-note";
import type { Executor } from "../../db/client";
import { orderInvoices, orders, profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "../orders/keyset-cursor";
import { orderNumberMatches } from "../orders/order-number-search";
import { containsPattern } from "../seller-catalog/list-seller-products";
import { orderCreditNoteRefs } from "../tax/credit-note-refs";

const buyer = alias(profiles, "buyer");
const seller = alias(profiles, "seller");

/** A party's name as the console shows it: the company, else the person. */
const partyName = (party: typeof buyer | typeof seller) => sql<string | null>`coalesce(
  nullif(trim(${party.companyName}), ''),
  nullif(trim(concat_ws(' ', ${party.firstName}, ${party.lastName})), ''),
  nullif(trim(${party.contactPerson}), ''))`;

const selectOrders = (db: Executor) =>
  db
    .select({
      order: orders,
      cursorAt: cursorTimestamp(orders.createdAt),
      buyerName: partyName(buyer),
      sellerName: partyName(seller),
      invoiceNumber: orderInvoices.invoiceNumber,
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .leftJoin(orderInvoices, eq(orderInvoices.orderId, orders.id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof selectOrders>>[number];

const toAdminOrder = ({ order, buyerName, sellerName, invoiceNumber }: Row, creditNotes: Map<string, CreditNoteRef[]>): AdminOrder => ({
  id: order.id,
  orderNumber: order.orderNumber,
  createdAt: order.createdAt.toISOString(),
  updatedAt: order.updatedAt.toISOString(),
  status: order.status,
  buyerId: order.buyerId,
  buyerName,
  sellerId: order.sellerId,
  sellerName,
  totalAmount: order.totalAmount,
  freightAmount: order.freightAmount,
  advanceAmount: order.advanceAmount,
  paymentMethod: order.paymentMethod,
  shippingAddress: order.shippingAddress,
  payoutStatus: order.payoutStatus,
  carrierName: order.carrierName,
  trackingNumber: order.trackingNumber,
  invoiceNumber,
  creditNotes: creditNotes.get(order.id) ?? [],
});

/**
 * Every order, newest first, a keyset page at a time; searched by its number (whole or in part), the buyer's name
 * or company or the seller's company, and filtered by one status or several (Logistics).
 */
export async function listAdminOrders(db: Executor, query: AdminOrderQuery): Promise<AdminOrderList> {
  const term = query.q ? containsPattern(query.q) : undefined;
  const conditions: (SQL | undefined)[] = [
    term && query.q
      ? or(
          orderNumberMatches(query.q),
          ilike(buyer.companyName, term),
          ilike(buyer.contactPerson, term),
          ilike(sql`${buyer.firstName} || ' ' || coalesce(${buyer.lastName}, '')`, term),
          ilike(seller.companyName, term),
        )
      : undefined,
    query.status ? inArray(orders.status, query.status) : undefined,
    query.cursor ? afterCursor(orders.createdAt, orders.id, decodeCursor(query.cursor)) : undefined,
  ];
  const rows = await selectOrders(db)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(
    rows.map((row) => ({ ...row, id: row.order.id })),
    query.limit,
  );
  const creditNotes = await orderCreditNoteRefs(db, page.map((row) => row.id));
  return { orders: page.map((row) => toAdminOrder(row, creditNotes)), nextCursor };
}

/** One order as the console lists it (the answer of a status change). */
export async function getAdminOrder(db: Executor, orderId: string): Promise<AdminOrder> {
  const [row] = await selectOrders(db).where(eq(orders.id, orderId));
  if (!row) throw notFound("Order", "ORDER_NOT_FOUND");
  return toAdminOrder(row, await orderCreditNoteRefs(db, [orderId]));
}
