import { eq } from "drizzle-orm";
import { localisedPath } from "@domain/languages";
import { formatINR } from "@domain/money";
import type { OrderStatus } from "@domain/orders";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { accountContact } from "../users/account-contact";
import { greeting, linkEmail } from "../../platform/email/account-emails";
import { enqueueEmail } from "../../platform/email/outbox";
import { textsFor } from "../../platform/i18n/server-texts";

/**
 * Queued in the transaction that changed the status, so the buyer hears of every change that committed, once; in
 * the buyer's language, with what the status means to them.
 */
export async function enqueueStatusChangeEmail(
  ctx: AppContext,
  tx: Executor,
  order: { id: string; orderNumber: string; buyerId: string },
  status: OrderStatus,
  /** A cancellation's credit note against the invoice, named in the email. */
  creditNoteNumber?: string,
) {
  const buyer = await accountContact(tx, order.buyerId);
  if (!buyer) return;
  const { language, t } = textsFor(buyer.language);
  await enqueueEmail(
    tx,
    linkEmail(
      buyer.email,
      t("statusChange.subject", { order: order.orderNumber, status: t(`orderStatus.${status}`) }),
      {
        before: [
          greeting(language, buyer.firstName ?? buyer.contactPerson),
          t(`statusChange.meaning.${status}`),
          ...(creditNoteNumber ? [t("statusChange.creditNote", { number: creditNoteNumber })] : []),
        ],
        action: t("statusChange.action"),
        link: `${ctx.config.publicUrl}${localisedPath(`/buyer-dashboard/orders/${order.id}`, language)}`,
        after: [t("statusChange.everyChange")],
      },
      language,
    ),
  );
}

/** The seller hears of every new order, with what to send and where to manage it. */
export async function enqueueNewOrderEmail(ctx: AppContext, tx: Executor, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const seller = await accountContact(tx, order.sellerId);
  if (!seller) return;
  const { language, t } = textsFor(seller.language);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const payment =
    order.paymentMethod === "cod"
      ? t("newOrder.cod", { advance: formatINR(order.advanceAmount), balance: formatINR(order.totalAmount - order.advanceAmount) })
      : t("newOrder.online");
  await enqueueEmail(
    tx,
    linkEmail(
      seller.email,
      t("newOrder.subject", { order: order.orderNumber, total: formatINR(order.totalAmount) }),
      {
        before: [
          greeting(language, seller.contactPerson ?? seller.companyName),
          t("newOrder.worth", { order: order.orderNumber, total: formatINR(order.totalAmount) }),
          ...items.map((item) => t("newOrder.item", { quantity: item.quantity, product: item.productName, price: formatINR(item.price) })),
          payment,
        ],
        action: t("newOrder.action"),
        link: `${ctx.config.publicUrl}${localisedPath("/seller-dashboard/orders", language)}?q=${encodeURIComponent(order.orderNumber)}`,
        after: [t("newOrder.accept")],
      },
      language,
    ),
  );
}
