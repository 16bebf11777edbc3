import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { EmailDeliveryStatus } from "@domain/email-outbox";

const LINK_PATTERN = /https?:\/\/[^\s<>"')]+/g;

export type DevMailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The links of the text, so a person (or an end-to-end test) can follow them. */
  links: string[];
  /** The names of the files sent with it. */
  attachments: string[];
  status: EmailDeliveryStatus;
  createdAt: Date;
};

/** What the app would have emailed, newest first; only to one address when `to` is given. */
export async function listDevMailbox(db: Executor, { to, limit }: { to?: string; limit: number }): Promise<DevMailboxMessage[]> {
  const filters: SQL[] = [];
  if (to) filters.push(eq(emailOutbox.toAddress, to));
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(...filters))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    links: row.textBody.match(LINK_PATTERN) ?? [],
    attachments: row.attachments.map((attachment) => attachment.filename),
    status: row.status,
    createdAt: row.createdAt,
  }));
}
