import { and, desc, eq, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { emailOutbox } from "../../db/schema";

const querySchema = z.strictObject({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const messageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  status: z.enum(["pending", "sent", "failed"]),
  createdAt: z.date(),
});

const LINK_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/**
 * The development mailbox: what the app would have emailed, newest first, with the links pulled out so a person (or
 * an end-to-end test) can follow them. Registered only when config.mail.devMailbox is on, which production never is.
 */
export const devMailboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/mailbox",
      {
        schema: {
          tags: ["dev"],
          summary: "Development mailbox: emails in the outbox (absent in production)",
          querystring: querySchema,
          response: { 200: z.object({ messages: z.array(messageSchema) }) },
        },
      },
      async (request) => {
        const filters: SQL[] = [];
        if (request.query.to) filters.push(eq(emailOutbox.toAddress, request.query.to));
        const rows = await ctx.db
          .select()
          .from(emailOutbox)
          .where(and(...filters))
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(request.query.limit);
        return {
          messages: rows.map((row) => ({
            id: row.id,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            links: row.textBody.match(LINK_PATTERN) ?? [],
            status: row.status,
            createdAt: row.createdAt,
          })),
        };
      },
    );
  };
