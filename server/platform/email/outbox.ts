import type { Executor } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

/** Emails are written to the outbox (in the caller's transaction when given) and delivered by the outbox worker. */
export async function enqueueEmail(db: Executor, email: OutgoingEmail) {
  await db.insert(emailOutbox).values({
    toAddress: email.to.trim().toLowerCase(),
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  });
}
