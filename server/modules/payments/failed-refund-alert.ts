import { and, eq } from "drizzle-orm";
import { formatINR } from "@domain/money";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { auditLog, checkouts, profiles, type refunds, user } from "../../db/schema";
import { enqueueEmail, type OutgoingEmail } from "../../platform/email/outbox";

type Refund = typeof refunds.$inferSelect;

export const REFUND_FAILED_ACTION = "refund.failed";

type FailedRefund = {
  refund: Refund;
  paymentOrderId: string;
  buyer: { id: string; name: string; company: string | null; email: string; phone: string | null };
  providerMessage: string;
};

function refundFailedEmail(to: string, failed: FailedRefund): OutgoingEmail {
  const { refund, buyer } = failed;
  const order = refund.orderId ? `order ${refund.orderId.slice(0, 8)}` : `checkout ${failed.paymentOrderId}`;
  const text = [
    `A refund of ${formatINR(refund.amount)} for ${order} failed. The buyer's order page says our team has been alerted and will contact them.`,
    "",
    `Order: ${refund.orderId ?? "none (the whole checkout was being refunded)"}`,
    `Payment order: ${failed.paymentOrderId}`,
    `Buyer: ${buyer.name}${buyer.company ? `, ${buyer.company}` : ""} <${buyer.email}>${buyer.phone ? `, ${buyer.phone}` : ""}`,
    `Amount: ${formatINR(refund.amount)}`,
    `Reason for the refund: ${refund.reason}`,
    `Payment provider's message: ${failed.providerMessage}`,
    "",
    "Please contact the buyer and settle the refund another way, or retry it from the payment provider's dashboard.",
    "",
    "— BulkBazaar",
  ].join("\n");
  return { to, subject: `Refund failed: ${formatINR(refund.amount)} for ${order}`, text };
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
  const failed: FailedRefund = {
    refund,
    paymentOrderId: buyer.paymentOrderId,
    buyer: { id: buyer.id, name, company: buyer.company, email: buyer.email, phone: buyer.phone },
    providerMessage,
  };

  const admins = await tx
    .select({ email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.isAdmin, true), eq(profiles.isActive, true)));
  for (const admin of admins) await enqueueEmail(tx, refundFailedEmail(admin.email, failed));

  const details = {
    orderId: refund.orderId,
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
