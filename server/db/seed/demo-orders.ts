import { asc, sql } from "drizzle-orm";
import { addWorkingDays, deliveryWindow, type FreightZone, indianDate, orderDispatchDays, orderFreight } from "@domain/freight";
import { amountPayableOnline, applicableUnitPrice, lineTotal } from "@domain/pricing";
import type { StoredPostalAddress } from "@domain/schemas/postal-address";
import { allocateOrderNumber } from "../../modules/orders/allocate-order-number";
import { buyerInvoiceParty } from "../../modules/tax/buyer-invoice-party";
import { issueOrderInvoice } from "../../modules/tax/issue-order-invoice";
import { newOrderTax } from "../../modules/tax/new-order-tax";
import type { Transaction } from "../client";
import { type CheckoutSnapshot, checkouts, orderEvents, orderItems, orders, products, type profiles } from "../schema";
import { DEMO_FREIGHT_RULES } from "./demo-shipping";

type Profile = typeof profiles.$inferSelect;
type Product = typeof products.$inferSelect;

const DAY = 86_400_000;
/** Orders each demo seller has delivered, and how far back the oldest was placed. */
const ORDERS_PER_SELLER = 5;
const OLDEST_ORDER_DAYS = 125;
/** The demo sellers' own dispatch days (demo-shipping.ts). */
const SELLER_DISPATCH_DAYS = 2;

export type DemoDeliveredItem = { orderItemId: string; orderId: string; productId: string; productName: string; sellerId: string; buyerId: string; deliveredAt: Date };

type PlannedOrder = { seller: Profile; buyer: Profile; shipping: StoredPostalAddress; lines: Product[]; placedAt: Date; late: boolean; cod: boolean };

/** Same city, same state, or the rest of India, from the cities and states on the two addresses. */
function zoneBetween(from: StoredPostalAddress | null, to: StoredPostalAddress): FreightZone {
  if (!from || from.state !== to.state) return "rest_of_india";
  return from.city === to.city ? "same_city" : "same_state";
}

/** India's date `isoDate` at 15:30 there (10:00 UTC): when the courier handed the goods over. */
const handedOverAt = (isoDate: string) => new Date(`${isoDate}T10:00:00Z`);

/**
 * Each demo seller's delivered orders, placed 20 to 125 days before `now` by the demo buyers: two of its products at
 * their minimum order each, paid online (every fourth cash on delivery), priced, taxed and invoiced as a paid checkout
 * is (order number, GST per line and on freight, the seller's tax invoice), with the delivery window promised at
 * checkout and a status history to Delivered. Most arrive within the window, about one in five late. Created in date
 * order, so order and invoice numbers run with the dates. Deterministic: the same plan on every first start.
 */
export async function seedDemoOrders(
  tx: Transaction,
  sellers: Profile[],
  buyers: { profile: Profile; shipping: StoredPostalAddress }[],
  now: Date,
): Promise<DemoDeliveredItem[]> {
  const planned: PlannedOrder[] = [];
  for (const [si, seller] of sellers.entries()) {
    const catalogue = await tx
      .select()
      .from(products)
      .where(sql`${products.sellerId} = ${seller.id} and ${products.isActive} and ${products.stock} >= 10 * ${products.minOrderQuantity}`)
      .orderBy(asc(products.name));
    if (catalogue.length === 0) continue;
    for (let k = 0; k < ORDERS_PER_SELLER; k++) {
      const buyer = buyers[(si + k) % buyers.length]!;
      const first = catalogue[(2 * k) % catalogue.length]!;
      const second = catalogue[(2 * k + 1) % catalogue.length]!;
      const daysAgo = 20 + ((si * 23 + k * 29) % (OLDEST_ORDER_DAYS - 20));
      planned.push({
        seller,
        buyer: buyer.profile,
        shipping: buyer.shipping,
        lines: first.id === second.id ? [first] : [first, second],
        // A different hour of the day for each order.
        placedAt: new Date(now.getTime() - daysAgo * DAY - ((si + k) % 5) * 3_600_000),
        late: (si * 5 + k) % 5 === 2,
        cod: (si + k) % 4 === 3,
      });
    }
  }
  planned.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
  const delivered: DemoDeliveredItem[] = [];
  for (const plan of planned) delivered.push(...(await createDeliveredOrder(tx, plan)));
  return delivered;
}

async function createDeliveredOrder(tx: Transaction, plan: PlannedOrder): Promise<DemoDeliveredItem[]> {
  const { seller, buyer, shipping, placedAt } = plan;
  const lines = plan.lines.map((product) => {
    const quantity = product.minOrderQuantity;
    const unitPrice = applicableUnitPrice(product, quantity);
    return { product, quantity, unitPrice, lineTotal: lineTotal(unitPrice, quantity) };
  });
  const goods = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const zone = zoneBetween(seller.billingAddress, shipping);
  const freight = orderFreight(DEMO_FREIGHT_RULES, zone, goods, units);
  const total = goods + freight;
  const paymentMethod = plan.cod ? ("cod" as const) : ("online" as const);
  const advance = amountPayableOnline(total, paymentMethod);
  const window = deliveryWindow(
    indianDate(placedAt),
    orderDispatchDays(lines.map((line) => line.product.dispatchDays), SELLER_DISPATCH_DAYS),
    zone,
  );
  const deliveredOn = plan.late ? addWorkingDays(window.latest, 2) : window.earliest;
  const deliveredAt = handedOverAt(deliveredOn);
  const shippedAt = new Date(placedAt.getTime() + 2 * DAY);
  const [firstName = "", ...lastNames] = (buyer.contactPerson ?? "").split(" ");
  const snapshot: CheckoutSnapshot = {
    lines: lines.map((line) => ({
      productId: line.product.id,
      sellerId: seller.id,
      name: line.product.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    sellers: [{ sellerId: seller.id, total, advance, goods, freight, window }],
    shippingAddress: shipping,
    billingAddress: shipping,
    contact: { firstName, lastName: lastNames.join(" "), phone: buyer.phone ?? "", email: "" },
  };

  const [checkout] = await tx
    .insert(checkouts)
    .values({
      paymentOrderId: `demo_${placedAt.getTime()}_${seller.id.slice(0, 8)}`,
      buyerId: buyer.id,
      kind: "order",
      amount: advance,
      totalAmount: total,
      paymentMethod,
      snapshot,
      status: "paid",
      paidAt: placedAt,
      createdAt: placedAt,
      updatedAt: placedAt,
    })
    .returning({ id: checkouts.id });
  const orderTax = await newOrderTax(tx, {
    sellerId: seller.id,
    shippingAddress: shipping,
    lines: lines.map((line) => ({ lineTotal: line.lineTotal, tax: { hsnCode: line.product.hsnCode, gstRateBasisPoints: line.product.gstRateBasisPoints } })),
    freight,
  });
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: await allocateOrderNumber(tx, placedAt),
      buyerId: buyer.id,
      sellerId: seller.id,
      checkoutId: checkout!.id,
      totalAmount: total,
      freightAmount: freight,
      status: "Delivered",
      shippingAddress: shipping,
      billingAddress: shipping,
      paymentMethod,
      advanceAmount: advance,
      collectedOnDelivery: total - advance,
      platformFeeBasisPoints: 500,
      deliveryEarliest: window.earliest,
      deliveryLatest: window.latest,
      deliveredAt,
      carrierName: "Delhivery",
      trackingNumber: `DL${String(placedAt.getTime()).slice(-10)}`,
      ...orderTax.orderColumns,
      createdAt: placedAt,
      updatedAt: deliveredAt,
    })
    .returning({ id: orders.id });
  const items = await tx
    .insert(orderItems)
    .values(
      lines.map((line, i) => {
        const { hsnCode, rateBasisPoints, taxableValue, cgst, sgst, igst } = orderTax.tax.lines[i]!;
        return {
          orderId: order!.id,
          productId: line.product.id,
          productName: line.product.name,
          quantity: line.quantity,
          price: line.unitPrice,
          hsnCode,
          gstRateBasisPoints: rateBasisPoints,
          taxableValue,
          cgst,
          sgst,
          igst,
        };
      }),
    )
    .returning({ id: orderItems.id, productId: orderItems.productId, productName: orderItems.productName });
  // The catalogue's stock is what is on the shelf today, after these past sales: they take none of it (and the
  // journeys that count on the demo stock keep their figures).
  await issueOrderInvoice(tx, {
    orderId: order!.id,
    sellerId: seller.id,
    seller: orderTax.seller,
    recipient: await buyerInvoiceParty(tx, buyer.id, snapshot),
    placeOfSupply: orderTax.placeOfSupply,
    tax: orderTax.tax,
    issuedOn: indianDate(placedAt),
  });
  await tx.insert(orderEvents).values([
    { orderId: order!.id, actorRole: "system", fromStatus: null, toStatus: "Pending", note: "Payment confirmed", createdAt: placedAt },
    { orderId: order!.id, actorId: seller.id, actorRole: "seller", fromStatus: "Pending", toStatus: "Processing", createdAt: new Date(placedAt.getTime() + 3 * 3_600_000) },
    { orderId: order!.id, actorRole: "admin", fromStatus: "Processing", toStatus: "Shipped", createdAt: shippedAt },
    { orderId: order!.id, actorRole: "admin", fromStatus: "Shipped", toStatus: "Delivered", createdAt: deliveredAt },
  ]);
  return items.map((item) => ({
    orderItemId: item.id,
    orderId: order!.id,
    productId: item.productId!,
    productName: item.productName,
    sellerId: seller.id,
    buyerId: buyer.id,
    deliveredAt,
  }));
}
