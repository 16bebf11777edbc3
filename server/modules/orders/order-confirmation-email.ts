import { asc, eq } from "drizzle-orm";
import { localisedPath } from "@domain/languages";
import { formatINR } from "@domain/money";
import { amountDueOnDelivery } from "@domain/pricing";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { orderItems, orders, profiles } from "../../db/schema";
import { greeting, linkEmail } from "../../platform/email/account-emails";
import { enqueueEmail } from "../../platform/email/outbox";
import { shownDate, type Texts, textsFor } from "../../platform/i18n/server-texts";
import { orderInvoiceAttachment } from "../tax/order-invoice-pdf";
import { accountContact } from "../users/account-contact";

type Order = typeof orders.$inferSelect;

/** What was paid at checkout and, for cash on delivery, what is still to pay when the goods arrive. */
function paymentLines(order: Order, { t }: Texts): string[] {
  if (order.paymentMethod === "online") return [t("orderPlaced.paidOnline", { amount: formatINR(order.advanceAmount) })];
  return [
    t("orderPlaced.codPaid", { amount: formatINR(order.advanceAmount) }),
    t("orderPlaced.codDue", { amount: formatINR(amountDueOnDelivery(order.totalAmount, order.advanceAmount)) }),
  ];
}

/** The delivery window promised at checkout, when the order has one. */
function deliveryLines(order: Order, { language, t }: Texts): string[] {
  const { deliveryEarliest: earliest, deliveryLatest: latest } = order;
  if (!earliest || !latest) return [];
  if (earliest === latest) return [t("orderPlaced.deliveryDay", { date: shownDate(earliest, language) })];
  return [t("orderPlaced.deliveryWindow", { earliest: shownDate(earliest, language), latest: shownDate(latest, language) })];
}

/**
 * The buyer's confirmation of one order (a checkout with two sellers sends two), queued in the transaction that
 * created it, in the buyer's language: its number, seller, lines, freight, total, what was paid and what is due on
 * delivery, the delivery window, and a link to the order's page.
 */
export async function enqueueOrderConfirmationEmail(ctx: AppContext, tx: Executor, orderId: string) {
  const [row] = await tx
    .select({ order: orders, sellerName: profiles.companyName })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.sellerId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const { order } = row;
  const buyer = await accountContact(tx, order.buyerId);
  if (!buyer) return;
  const texts = textsFor(buyer.language);
  const { language, t } = texts;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productName), asc(orderItems.id));
  const total = formatINR(order.totalAmount);
  // The seller's tax invoice, issued in the same transaction, goes with it.
  const invoice = await orderInvoiceAttachment(tx, ctx.config, orderId, language);
  await enqueueEmail(tx, {
    ...linkEmail(
      buyer.email,
      t("orderPlaced.subject", { order: order.orderNumber, total }),
      {
        before: [
          greeting(language, buyer.firstName ?? buyer.contactPerson),
          t("orderPlaced.thanks", { order: order.orderNumber, seller: row.sellerName?.trim() || t("orderPlaced.aSeller") }),
          ...items.map((item) =>
            t("orderPlaced.item", { quantity: item.quantity, product: item.productName, price: formatINR(item.price), amount: formatINR(item.price * item.quantity) }),
          ),
          ...(order.freightAmount > 0 ? [t("orderPlaced.freight", { amount: formatINR(order.freightAmount) })] : []),
          t("orderPlaced.total", { total }),
          ...paymentLines(order, texts),
          ...deliveryLines(order, texts),
          ...(invoice ? [t("orderPlaced.invoiceAttached", { number: invoice.invoiceNumber })] : []),
        ],
        action: t("orderPlaced.action"),
        link: `${ctx.config.publicUrl}${localisedPath(`/buyer-dashboard/orders/${order.id}`, language)}`,
        after: [t("orderPlaced.quoteNumber", { order: order.orderNumber }), t("orderPlaced.everyChange")],
      },
      language,
    ),
    attachments: invoice ? [invoice.attachment] : [],
  });
}
