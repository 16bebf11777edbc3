import { eq } from "drizzle-orm";
import type { Language } from "@domain/languages";
import { formatINR } from "@domain/money";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { auditLog, checkouts, orders, profiles, type refunds, user } from "../../db/schema";
import { enqueueEmail, type OutgoingEmail } from "../../platform/email/outbox";
import { textsFor } from "../../platform/i18n/server-texts";
import { activeAdmins } from "../users/account-contact";

type Refund = typeof refunds.$inferSelect;

export const REFUND_FAILED_ACTION = "refund.failed";

type FailedRefund = {
  refund: Refund;
  /** The refunded order's number; null when the whole checkout was refunded (no order was created). */
  orderNumber: string | null;
  paymentOrderId: string;
  buyer: { id: string; name: string; company: string | null; email: string; phone: string | null };
  providerMessage: string;
};

function refundFailedEmail(to: string, language: Language, failed: FailedRefund): OutgoingEmail {
  const { t } = textsFor(language);
  const { refund, buyer } = failed;
  const order = failed.orderNumber ? t("refundFailed.order", { id: failed.orderNumber }) : t("refundFailed.checkout", { id: failed.paymentOrderId });
  const amount = formatINR(refund.amount);
  const text = [
    t("refundFailed.failed", { amount, order }),
    "",
    t("refundFailed.orderLine", { order: failed.orderNumber ?? t("refundFailed.noOrder") }),
    t("refundFailed.paymentOrder", { id: failed.paymentOrderId }),
    t("refundFailed.buyer", { buyer: `${buyer.name}${buyer.company ? `, ${buyer.company}` : ""} <${buyer.email}>${buyer.phone ? `, ${buyer.phone}` : ""}` }),
    t("refundFailed.amount", { amount }),
    t("refundFailed.reason", { reason: refund.reason }),
    t("refundFailed.providerMessage", { message: failed.providerMessage }),
    "",
    t("refundFailed.settle"),
    "",
    t("layout.signature"),
  ].join("\n");
  return { to, subject: t("refundFailed.subject", { amount, order }), text };
}

/**
 * A refund the provider refused or cancelled leaves the buyer's money with us, and the order page tells the buyer
 * "Our team has been alerted and will contact you." This makes it so: in the transaction that marks the refund
 * failed, an audit_log row and an email to every active administrator naming the order, the buyer, the amount and
 * the provider's message, and an error in the log. Callers run it only when their update moved the refund to failed,
 * so a repeated refusal or webhook alerts no one twice.
 */
export async function alertFailedRefund(ctx: AppContext, tx: Executor, refund: Refund, providerMessage: string): Promise<void> {
  const [buyer] = await tx
    .select({
      paymentOrderId: checkouts.paymentOrderId,
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      contactPerson: profiles.contactPerson,
      company: profiles.companyName,
      phone: profiles.phone,
      email: user.email,
    })
    .from(checkouts)
    .innerJoin(profiles, eq(profiles.id, checkouts.buyerId))
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(checkouts.id, refund.checkoutId));
  if (!buyer) throw new Error(`refund ${refund.id}: its checkout or buyer is missing`);
  const name = [buyer.firstName, buyer.lastName].filter(Boolean).join(" ") || buyer.contactPerson || buyer.email;
  const [order] = refund.orderId ? await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, refund.orderId)) : [];
  const failed: FailedRefund = {
    refund,
    orderNumber: order?.orderNumber ?? null,
    paymentOrderId: buyer.paymentOrderId,
    buyer: { id: buyer.id, name, company: buyer.company, email: buyer.email, phone: buyer.phone },
    providerMessage,
  };

  const admins = await activeAdmins(tx);
  for (const admin of admins) await enqueueEmail(tx, refundFailedEmail(admin.email, admin.language, failed));

  const details = {
    orderId: refund.orderId,
    orderNumber: failed.orderNumber,
    checkoutId: refund.checkoutId,
    paymentOrderId: failed.paymentOrderId,
    buyerId: buyer.id,
    amount: refund.amount,
    providerMessage,
    adminsEmailed: admins.length,
  };
  await tx.insert(auditLog).values({ actorId: null, action: REFUND_FAILED_ACTION, entityType: "refund", entityId: refund.id, details });
  ctx.log.error({ refundId: refund.id, ...details }, "refund failed at the payment provider; administrators alerted");
}
