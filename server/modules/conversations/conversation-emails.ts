import { localisedPath } from "@domain/languages";
import { formatINR } from "@domain/money";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { accountContact } from "../users/account-contact";
import { greeting, linkEmail } from "../../platform/email/account-emails";
import { enqueueEmail } from "../../platform/email/outbox";
import { textsFor } from "../../platform/i18n/server-texts";

/** The seller hears of a new enquiry at once, with what was asked and where to answer. */
export async function enqueueNewEnquiryEmail(
  ctx: AppContext,
  tx: Executor,
  enquiry: { threadId: string; sellerId: string; buyerId: string; subject: string; quantity: number; targetUnitPrice: number | null; deliveryCity: string; message: string },
) {
  const [seller, buyer] = [await accountContact(tx, enquiry.sellerId), await accountContact(tx, enquiry.buyerId)];
  if (!seller || !buyer) return;
  const { language, t } = textsFor(seller.language);
  const target = enquiry.targetUnitPrice ? t("newEnquiry.perUnit", { price: formatINR(enquiry.targetUnitPrice) }) : t("newEnquiry.bestPrice");
  await enqueueEmail(
    tx,
    linkEmail(
      seller.email,
      t("newEnquiry.subject", { subject: enquiry.subject }),
      {
        before: [
          greeting(language, seller.contactPerson ?? seller.firstName),
          t("newEnquiry.sent", { from: buyer.companyName ?? t("newEnquiry.aBuyer"), subject: enquiry.subject }),
          t("newEnquiry.details", { quantity: enquiry.quantity.toLocaleString("en-IN"), target, city: enquiry.deliveryCity }),
          t("newEnquiry.quoted", { message: enquiry.message }),
        ],
        action: t("newEnquiry.action"),
        link: `${ctx.config.publicUrl}${localisedPath(`/seller-dashboard/enquiries/${enquiry.threadId}`, language)}`,
        after: [t("newEnquiry.checkoutOnly")],
      },
      language,
    ),
  );
}

/** A message its recipient had not read 15 minutes after it was sent. */
export async function enqueueUnreadMessageEmail(
  ctx: AppContext,
  db: Executor,
  message: { recipientId: string; recipientSide: "buyer" | "seller"; senderId: string; threadId: string; subject: string; body: string },
) {
  const [recipient, sender] = [await accountContact(db, message.recipientId), await accountContact(db, message.senderId)];
  if (!recipient) return;
  const { language, t } = textsFor(recipient.language);
  const dashboard = message.recipientSide === "buyer" ? "buyer-dashboard" : "seller-dashboard";
  await enqueueEmail(
    db,
    linkEmail(
      recipient.email,
      t("unreadMessage.subject", { subject: message.subject }),
      {
        before: [
          greeting(language, recipient.contactPerson ?? recipient.firstName),
          t("unreadMessage.wrote", { from: sender?.companyName ?? t("unreadMessage.partner"), subject: message.subject }),
          t("unreadMessage.quoted", { body: message.body || t("unreadMessage.attachment") }),
        ],
        action: t("unreadMessage.action"),
        link: `${ctx.config.publicUrl}${localisedPath(`/${dashboard}/enquiries/${message.threadId}`, language)}`,
        after: [t("unreadMessage.why")],
      },
      language,
    ),
  );
}
