import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGES_PER_HOUR } from "@domain/conversations";
import {
  attachmentParamsSchema,
  messageInputSchema,
  messageSchema,
  threadDetailSchema,
  threadIdParamsSchema,
  threadListQuerySchema,
  threadListSchema,
  unreadCountSchema,
} from "@domain/schemas/conversations";
import type { AppContext } from "../app-context";
import { listThreads, unreadMessageCount } from "../modules/conversations/list-threads";
import { markThreadRead } from "../modules/conversations/mark-thread-read";
import { assertMayPost, postMessage } from "../modules/conversations/post-message";
import { attachmentOf, getThreadDetail } from "../modules/conversations/thread-detail";
import { MESSAGE_ATTACHMENT_UPLOADS } from "../platform/storage/upload-policies";
import { requireUser } from "../plugins/guards";
import { receiveFileField, registerMultipartUploads } from "../plugins/multipart-uploads";
import { AppError } from "../errors";
import { sendPrivateFile } from "./private-file-reply";
import { streamThreadChanges } from "./thread-change-stream";

/** Messages per account, whichever thread they go to (per user, not per address: CGNAT puts many behind one). */
export const messageRateLimit = {
  max: MESSAGES_PER_HOUR,
  timeWindow: "1 hour",
  hook: "preHandler",
  keyGenerator: (request: { currentUser: { id: string } | null; ip: string }) => `messages:${request.currentUser?.id ?? request.ip}`,
} as const;

const captionQuerySchema = z.strictObject({ body: z.string().trim().max(2000).default("") });
const fileResponse = { description: "The attached file (image or PDF), always as an attachment", content: { "application/octet-stream": { schema: z.string().describe("binary") } } };

/**
 * A party's conversations (mounted in the buyer and the seller folder): the thread list, one thread, writing,
 * attachments, read marks and the live stream. Every thread route finds the thread through the caller's side, so
 * another account's thread is 404.
 */
export const partyConversationRoutes =
  (ctx: AppContext, side: "buyer" | "seller"): FastifyPluginAsyncZod =>
  async (app) => {
    await registerMultipartUploads(app);
    const tags = [`${side} enquiries`];
    const own = { policy: { audience: side, owns: "self" } } as const;
    const thread = { policy: { audience: side, owns: "thread" } } as const;
    const party = (request: Parameters<typeof requireUser>[0]) => ({ side, userId: requireUser(request).id });

    app.get(
      "/threads",
      { config: own, schema: { tags, summary: "The caller's conversations, most recently active first", querystring: threadListQuerySchema.extend({ requirementId: z.uuid().optional() }), response: { 200: threadListSchema } } },
      async (request) => listThreads(ctx.db, party(request), request.query),
    );

    app.get(
      "/threads/unread",
      { config: own, schema: { tags, summary: "How many messages the caller has not read, across conversations", response: { 200: unreadCountSchema } } },
      async (request) => ({ unread: await unreadMessageCount(ctx.db, party(request)) }),
    );

    app.get(
      "/threads/events",
      { config: own, schema: { tags, summary: "Live changes to the caller's conversations (text/event-stream, `event: thread`)" } },
      async (request, reply) => {
        const userId = requireUser(request).id;
        await streamThreadChanges(ctx, request, reply, (change) => (side === "buyer" ? change.buyerId : change.sellerId) === userId);
      },
    );

    app.get(
      "/threads/:threadId",
      { config: thread, schema: { tags, summary: "One conversation: its messages (newest last) and quotations", params: threadIdParamsSchema, response: { 200: threadDetailSchema } } },
      async (request) => getThreadDetail(ctx.db, party(request), request.params.threadId),
    );

    app.post(
      "/threads/:threadId/messages",
      {
        config: { ...thread, rateLimit: messageRateLimit },
        schema: { tags, summary: "Write a message (409 THREAD_CLOSED; 422 BLOCKED_BY_SELLER)", params: threadIdParamsSchema, body: messageInputSchema, response: { 201: messageSchema } },
      },
      async (request, reply) => reply.code(201).send(await postMessage(ctx, party(request), request.params.threadId, { body: request.body.body })),
    );

    app.post(
      "/threads/:threadId/attachments",
      {
        config: { ...thread, rateLimit: messageRateLimit },
        schema: {
          tags,
          summary: "Send a file (PDF, JPEG, PNG or WebP up to 5 MB) as multipart/form-data field `file`, with an optional caption; the kind is read from the content (415 otherwise, 413 over the size)",
          params: threadIdParamsSchema,
          querystring: captionQuerySchema,
          consumes: ["multipart/form-data"],
          response: { 201: messageSchema },
        },
      },
      async (request, reply) => {
        const caller = party(request);
        // Someone else's thread, a closed one or a blocked buyer is refused before the file is read.
        await assertMayPost(ctx, caller, request.params.threadId);
        const attachment = await receiveFileField(request, MESSAGE_ATTACHMENT_UPLOADS);
        return reply.code(201).send(await postMessage(ctx, caller, request.params.threadId, { body: request.query.body, attachment }));
      },
    );

    app.get(
      "/threads/:threadId/attachments/:messageId",
      { config: thread, schema: { tags, summary: "Download a message's attachment", params: attachmentParamsSchema, response: { 200: fileResponse } } },
      async (request, reply) => sendAttachment(ctx, reply, await attachmentOf(ctx.db, party(request), request.params.threadId, request.params.messageId)),
    );

    app.post(
      "/threads/:threadId/read",
      { config: thread, schema: { tags, summary: "Mark the conversation read up to now", params: threadIdParamsSchema, response: { 204: z.null().describe("Marked read") } } },
      async (request, reply) => {
        await markThreadRead(ctx, party(request), request.params.threadId);
        return reply.code(204).send(null);
      },
    );
  };

export async function sendAttachment(ctx: AppContext, reply: Parameters<typeof sendPrivateFile>[0], found: { key: string; name: string } | undefined) {
  const object = found ? await ctx.storage.get(found.key) : undefined;
  if (!found || !object) throw new AppError("MESSAGE_NOT_FOUND", "Attachment not found");
  return sendPrivateFile(reply, object, found.name);
}
