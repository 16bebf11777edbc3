import { type EmailAttachment, MAX_EMAIL_ATTACHMENT_BYTES } from "@domain/email-outbox";
import type { Executor } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/** Emails are written to the outbox (in the caller's transaction when given) and delivered by the outbox worker. */
export async function enqueueEmail(db: Executor, email: OutgoingEmail) {
  const attachments: EmailAttachment[] = (email.attachments ?? []).map(({ filename, contentType, content }) => {
    if (content.length > MAX_EMAIL_ATTACHMENT_BYTES) throw new RangeError(`attachment ${filename} is over ${MAX_EMAIL_ATTACHMENT_BYTES} bytes`);
    return { filename, contentType, contentBase64: content.toString("base64") };
  });
  await db.insert(emailOutbox).values({
    toAddress: email.to.trim().toLowerCase(),
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    attachments,
  });
}
