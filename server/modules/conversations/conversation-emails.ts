import { formatINR } from "@domain/money";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { accountContact } from "../users/account-contact";
import { linkEmail } from "../../platform/email/account-emails";
import { enqueueEmail } from "../../platform/email/outbox";

const greeting = (party: { firstName: string | null; contactPerson: string | null }) => `Hello ${party.contactPerson ?? party.firstName ?? "there"},`;

/** The seller hears of a new enquiry at once, with what was asked and where to answer. */
export async function enqueueNewEnquiryEmail(
  ctx: AppContext,
  tx: Executor,
  enquiry: { threadId: string; sellerId: string; buyerId: string; subject: string; quantity: number; targetUnitPrice: number | null; deliveryCity: string; message: string },
) {
  const [seller, buyer] = [await accountContact(tx, enquiry.sellerId), await accountContact(tx, enquiry.buyerId)];
  if (!seller || !buyer) return;
  const from = buyer.companyName ?? "A buyer";
  await enqueueEmail(
    tx,
    linkEmail(seller.email, `New enquiry: ${enquiry.subject}`, {
      before: [
        greeting(seller),
        `${from} has sent you an enquiry about “${enquiry.subject}”.`,
        `Quantity: ${enquiry.quantity.toLocaleString("en-IN")}. Target price: ${enquiry.targetUnitPrice ? `${formatINR(enquiry.targetUnitPrice)} per unit` : "your best price"}. Delivery to ${enquiry.deliveryCity}.`,
        `“${enquiry.message}”`,
      ],
      action: "Answer the enquiry",
      link: `${ctx.config.publicUrl}/seller-dashboard/enquiries/${enquiry.threadId}`,
      after: ["Reply and send your quotation on BulkBazaar: payment protection applies only to orders placed through checkout."],
    }),
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
  const dashboard = message.recipientSide === "buyer" ? "buyer-dashboard" : "seller-dashboard";
  await enqueueEmail(
    db,
    linkEmail(recipient.email, `Unread message about ${message.subject}`, {
      before: [greeting(recipient), `${sender?.companyName ?? "Your trading partner"} wrote to you about “${message.subject}”:`, `“${message.body || "(an attachment)"}”`],
      action: "Read and reply",
      link: `${ctx.config.publicUrl}/${dashboard}/enquiries/${message.threadId}`,
      after: ["We email you when a message stays unread for 15 minutes."],
    }),
  );
}
