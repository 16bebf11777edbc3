import { inArray } from "drizzle-orm";
import type { OrderInvoiceRef } from "@domain/schemas/order-invoice";
import type { Executor } from "../../db/client";
import { orderInvoices } from "../../db/schema";

/** The tax invoice of each of these orders that has one, by order id, as the order pages link it. */
export async function orderInvoiceRefs(db: Executor, orderIds: readonly string[]): Promise<Map<string, OrderInvoiceRef>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderInvoices.orderId,
      id: orderInvoices.id,
      invoiceNumber: orderInvoices.invoiceNumber,
      issuedOn: orderInvoices.issuedOn,
      kind: orderInvoices.kind,
    })
    .from(orderInvoices)
    .where(inArray(orderInvoices.orderId, [...orderIds]));
  return new Map(rows.map(({ orderId, ...ref }) => [orderId, ref]));
}
