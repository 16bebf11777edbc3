import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentParamsSchema, closeThreadInputSchema, threadDetailSchema, threadIdParamsSchema, threadListQuerySchema, threadListSchema } from "@domain/schemas/conversations";
import type { AppContext } from "../../app-context";
import { closeThread } from "../../modules/conversations/close-thread";
import { listThreads } from "../../modules/conversations/list-threads";
import { attachmentOf, getThreadDetail } from "../../modules/conversations/thread-detail";
import { requireUser } from "../../plugins/guards";
import { sendAttachment } from "../conversation-routes";

const tags = ["admin conversations"];
const config = { policy: { audience: "admin", owns: "nothing" } } as const;

/** Every buyer–seller conversation, readable by administrators, who may close one (audit-logged). */
export const adminThreadsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = (request: Parameters<typeof requireUser>[0]) => ({ side: "admin" as const, userId: requireUser(request).id });

    app.get(
      "/threads",
      { config, schema: { tags, summary: "All conversations, most recently active first", querystring: threadListQuerySchema, response: { 200: threadListSchema } } },
      async (request) => listThreads(ctx.db, admin(request), request.query),
    );

    app.get(
      "/threads/:threadId",
      { config, schema: { tags, summary: "One conversation with its messages and quotations", params: threadIdParamsSchema, response: { 200: threadDetailSchema } } },
      async (request) => getThreadDetail(ctx.db, admin(request), request.params.threadId),
    );

    app.get(
      "/threads/:threadId/attachments/:messageId",
      {
        config,
        schema: {
          tags,
          summary: "Download a message's attachment",
          params: attachmentParamsSchema,
          response: { 200: { description: "The attached file, as an attachment", content: { "application/octet-stream": { schema: z.string().describe("binary") } } } },
        },
      },
      async (request, reply) => sendAttachment(ctx, reply, await attachmentOf(ctx.db, admin(request), request.params.threadId, request.params.messageId)),
    );

    app.post(
      "/threads/:threadId/close",
      {
        config,
        schema: { tags, summary: "Close a conversation: no more messages or quotations (recorded in the audit log)", params: threadIdParamsSchema, body: closeThreadInputSchema, response: { 200: threadDetailSchema } },
      },
      async (request) => {
        await closeThread(ctx, requireUser(request).id, request.params.threadId, request.body.reason);
        return getThreadDetail(ctx.db, admin(request), request.params.threadId);
      },
    );
  };
