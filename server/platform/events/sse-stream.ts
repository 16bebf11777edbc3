import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { openEventStreams } from "../metrics/business-counters";

export type SseStream = {
  /** Sends one named event whose data is JSON. */
  send(event: string, data: unknown): void;
  /** Ends the response (the browser's EventSource reconnects after the retry delay). */
  end(): void;
  /** Runs once when the stream ends for any reason: client gone, end(), server shutdown. Runs now if it has. */
  onClose(callback: () => void): void;
};

export type SseOptions = {
  /** A comment line this often keeps proxies and load balancers from dropping an idle connection. */
  heartbeatMs?: number;
  /** How long the browser waits before reconnecting after a drop. */
  retryMs?: number;
  /**
   * The stream ends after this long so the browser reconnects through the guard again: a session that has ended
   * or an account that was deactivated stops receiving events within this time.
   */
  maxLifetimeMs?: number;
};

/**
 * Takes the response over from Fastify (no serialisation, compression or onSend hooks) and opens a
 * Server-Sent Events stream on it. Everything the stream set up is released when it closes.
 */
export function openSseStream(request: FastifyRequest, reply: FastifyReply, options: SseOptions = {}): SseStream {
  const { heartbeatMs = 15_000, retryMs = 3_000, maxLifetimeMs = 10 * 60_000 } = options;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders), // the security headers every response carries
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-store, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no", // nginx would otherwise buffer the stream
    "x-content-type-options": "nosniff",
  });
  res.write(`retry: ${retryMs}\n\n`);

  let closed = false;
  const closeCallbacks: (() => void)[] = [];
  openEventStreams.inc();
  const heartbeat = setInterval(() => res.write(": heartbeat\n\n"), heartbeatMs);
  const lifetime = setTimeout(() => stream.end(), maxLifetimeMs);

  const finish = () => {
    if (closed) return;
    closed = true;
    openEventStreams.dec();
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    for (const callback of closeCallbacks.splice(0)) {
      try {
        callback();
      } catch (error) {
        request.log.warn({ err: error }, "SSE close callback failed");
      }
    }
  };
  request.raw.on("close", finish);
  res.on("close", finish);
  res.on("error", finish);

  const stream: SseStream = {
    send(event, data) {
      if (closed) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!closed) res.end();
      finish();
    },
    onClose(callback) {
      if (closed) callback();
      else closeCallbacks.push(callback);
    },
  };
  return stream;
}
