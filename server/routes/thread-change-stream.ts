import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../app-context";
import { isThreadChange, THREAD_CHANGES_CHANNEL, type ThreadChange } from "../modules/conversations/thread-changes";
import { openSseStream } from "../platform/events/sse-stream";

/**
 * Answers with a Server-Sent Events stream of the conversation changes `isTheirs` lets through (`event: thread`,
 * data `{ threadId, kind }`), with the same `ready` protocol as the order stream (order-change-stream.ts): re-read
 * what you show whenever it arrives.
 */
export async function streamThreadChanges(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, isTheirs: (change: ThreadChange) => boolean) {
  const stream = openSseStream(request, reply);
  try {
    const unsubscribe = await ctx.events.subscribe(THREAD_CHANGES_CHANNEL, {
      onMessage(change) {
        if (!isThreadChange(change) || !isTheirs(change)) return;
        stream.send("thread", { threadId: change.threadId, kind: change.kind });
      },
      onResync: () => stream.send("ready", {}),
      onClose: () => stream.end(),
    });
    stream.onClose(unsubscribe);
    stream.send("ready", {});
  } catch (error) {
    request.log.error({ err: error }, "could not subscribe to conversation changes");
    stream.end();
  }
}
