import { desc, eq } from "drizzle-orm";
import type { App } from "../app";
import { emailOutbox } from "../db/schema";

/** The newest email queued for an address, with the links in it. */
export async function latestEmail(app: App, to: string) {
  const [row] = await app.ctx.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to.toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no email for ${to}`);
  return { ...row, links: row.textBody.match(/https?:\/\/\S+/g) ?? [] };
}

export async function emailsTo(app: App, to: string) {
  return app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to.toLowerCase()));
}
