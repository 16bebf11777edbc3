import type { ServerResponse } from "node:http";
import type { FastifyInstance, InjectOptions } from "fastify";

export type Answer = { statusCode: number; contentType: string; body: string };

/**
 * `app.inject` for requests to any route, event streams included: an answer that never ends (Server-Sent Events) is
 * cut after its headers, closing it on the server as a browser leaving would, so a caller can go through every route.
 */
export async function injectAnswer(app: FastifyInstance, options: InjectOptions): Promise<Answer> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const contentType = String(response.headers["content-type"] ?? "");
  const stream = response.stream();
  if (contentType.startsWith("text/event-stream")) {
    stream.destroy();
    (response.raw.res as ServerResponse).destroy();
    return { statusCode: response.statusCode, contentType, body: "" };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { statusCode: response.statusCode, contentType, body: Buffer.concat(chunks).toString("utf8") };
}
