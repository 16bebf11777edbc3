import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The API answering the server renderer's requests in-process (light-my-request): the same routes, schemas and
 * catalogue cache as a browser's request, without a socket. They carry a per-process secret so the per-address rate
 * limits (which would count every visitor's page as the server's own address) leave them alone; nobody outside
 * this process can know it.
 */
const INTERNAL_HEADER = "x-in-process-render";
const secret = randomBytes(24).toString("hex");

export function isInProcessRequest(request: Pick<FastifyRequest, "headers">): boolean {
  return request.headers[INTERNAL_HEADER] === secret;
}

/** The header that marks a request this process makes to itself through `app.inject` (see isInProcessRequest). */
export function inProcessRequestHeaders(): Record<string, string> {
  return { [INTERNAL_HEADER]: secret };
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function inProcessApi(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const answer = await app.inject({
      method: "GET",
      url: url.pathname + url.search,
      headers: { accept: "application/json", ...inProcessRequestHeaders() },
    });
    const contentType = answer.headers["content-type"];
    return new Response(NULL_BODY_STATUSES.has(answer.statusCode) ? null : answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === "string" ? { "content-type": contentType } : {},
    });
  };
}
