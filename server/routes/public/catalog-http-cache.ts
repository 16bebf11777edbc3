import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { CachedJson, CatalogueCache } from "../../modules/catalog/catalogue-cache";
import { compressedBody, representationFor } from "./cached-encoding";

/**
 * Browsers and proxies may store catalogue responses but must revalidate each use: a product change shows at
 * once, and an unchanged response costs a 304 with no body.
 */
export const CATALOGUE_CACHE_CONTROL = "public, no-cache";

/**
 * Sends a cached catalogue body, compressed as the client accepts, with the ETag of that form; or 304 Not Modified
 * when the client already holds that form.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, entry: CachedJson) {
  const { encoding, etag } = representationFor(entry, request.headers["accept-encoding"]);
  reply.header("etag", etag).header("cache-control", CATALOGUE_CACHE_CONTROL).header("vary", "accept-encoding");
  if (matchesIfNoneMatch(request.headers["if-none-match"], etag)) return reply.code(304).send();
  reply.type("application/json; charset=utf-8");
  // Compressed once per entry; a content-encoding already set tells @fastify/compress to leave it alone.
  if (encoding) return reply.header("content-encoding", encoding).send(compressedBody(entry, encoding));
  // A string with a JSON content type is sent as it is, without a serialiser.
  return reply.send(entry.body);
}

/** Weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored; "*" matches any representation. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * A route's onRequest hook for routes whose answers are cached under their URL: a GET the cache holds is answered
 * at once, before its query is parsed and validated again (it was, when the entry was made).
 */
export function answerFromCache(cache: CatalogueCache): onRequestHookHandler {
  return (request, reply, done) => {
    const entry = request.method === "GET" ? cache.peek(request.url) : undefined;
    if (entry) void sendCachedJson(request, reply, entry);
    else done();
  };
}
