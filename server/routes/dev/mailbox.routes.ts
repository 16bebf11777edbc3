import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { listDevMailbox } from "../../platform/email/dev-mailbox";
import { emailDeliveryStatusSchema } from "@domain/schemas/statuses";

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
  attachments: z.array(z.string()),
  status: emailDeliveryStatusSchema,
  createdAt: z.date(),
});

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
        config: { policy: { audience: "dev-only" } },
        schema: {
          tags: ["dev"],
          summary: "Development mailbox: emails in the outbox (absent in production)",
          querystring: querySchema,
          response: { 200: z.object({ messages: z.array(messageSchema) }) },
        },
      },
      async (request) => ({ messages: await listDevMailbox(ctx.db, request.query) }),
    );
  };
