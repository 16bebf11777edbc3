import { asc, eq } from "drizzle-orm";
import { indiaDate } from "@domain/subscription-term";
import type { Database } from "../../db/client";
import { type InvoiceParty, orderItems, orders } from "../../db/schema";
import { issueOrderInvoice } from "./issue-order-invoice";
import { newOrderTax, productTaxes } from "./new-order-tax";

/**
 * Taxes an order made by the orders' test factory (which writes no GST) and issues its tax invoice, as paying for it
 * would have: for tests of what reads invoices without paying a checkout through the simulator.
 */
export async function invoiceTestOrder(db: Database, orderId: string, options: { issuedOn?: string; recipient?: Partial<InvoiceParty> } = {}) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error(`no order ${orderId}`);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    const taxes = await productTaxes(tx, items.flatMap((item) => (item.productId ? [item.productId] : [])));
    const orderTax = await newOrderTax(tx, {
      sellerId: order.sellerId,
      shippingAddress: order.shippingAddress,
      lines: items.map((item) => ({ lineTotal: item.price * item.quantity, tax: taxes.get(item.productId ?? "") ?? { hsnCode: "8517", gstRateBasisPoints: 1800 } })),
      freight: order.freightAmount,
    });
    await tx.update(orders).set(orderTax.orderColumns).where(eq(orders.id, orderId));
    for (const [i, item] of items.entries()) {
      const { hsnCode, rateBasisPoints, taxableValue, cgst, sgst, igst } = orderTax.tax.lines[i]!;
      await tx.update(orderItems).set({ hsnCode, gstRateBasisPoints: rateBasisPoints, taxableValue, cgst, sgst, igst }).where(eq(orderItems.id, item.id));
    }
    const billing = order.billingAddress;
    return issueOrderInvoice(tx, {
      orderId,
      sellerId: order.sellerId,
      seller: orderTax.seller,
      recipient: { name: "Test Buyer", address: [billing.address, billing.city, billing.zip].join(", "), state: billing.state, gstin: null, ...options.recipient },
      placeOfSupply: orderTax.placeOfSupply,
      tax: orderTax.tax,
      issuedOn: options.issuedOn ?? indiaDate(new Date()),
    });
  });
}
