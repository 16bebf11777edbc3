import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { CachedJson } from "../../modules/catalog/catalogue-cache";

export type ContentEncoding = "br" | "gzip";

/** One form of a cached answer as sent: its coding (none for the plain body) and its own entity tag. */
export type Representation = { encoding: ContentEncoding | undefined; etag: string };

/** Bodies smaller than this are sent as they are (as @fastify/compress's threshold). */
const SMALLEST_COMPRESSED = 1024;

/**
 * An entry's compressed forms, made lazily: the first request that asks for a coding pays for it once, and a coding
 * nobody asks for is never made (browsers all take brotli, so gzip is rarely made, and a miss answered to a client
 * without Accept-Encoding compresses nothing). Making both when an entry is stored would add the unused one's time
 * (0.14 ms brotli, 0.12 ms gzip for a 12 KB page) to every miss, and most of the entries random searches make are
 * read once.
 * Keyed by the entry itself, so the forms live exactly as long as it does: dropped with it on invalidation, eviction
 * or expiry, and bounded by the cache's maxEntries. Each form adds about a fifth of the body's size (a 24 KB search
 * page: 4.9 KB brotli, 5.1 KB gzip) to the entry's memory.
 */
const encoded = new WeakMap<CachedJson, Partial<Record<ContentEncoding, { etag: string; body?: Buffer }>>>();

/**
 * The form of a cached answer to send to a client with this Accept-Encoding. A compressed form has an entity tag of
 * its own (the plain one with its coding appended), as RFC 9110 §8.8.3.3 shows: a 304 then names the stored
 * response it validates, and a shared cache holding both forms under one URL cannot pick the wrong one.
 */
export function representationFor(entry: CachedJson, acceptEncoding: string | undefined): Representation {
  const encoding = acceptEncoding && entry.body.length >= SMALLEST_COMPRESSED ? preferredEncoding(acceptEncoding) : undefined;
  return { encoding, etag: encoding ? formOf(entry, encoding).etag : entry.etag };
}

/** The entry's body in this coding, compressed the first time it is asked for and kept beside the entry. */
export function compressedBody(entry: CachedJson, encoding: ContentEncoding): Buffer {
  const form = formOf(entry, encoding);
  return (form.body ??= compress(entry.body, encoding));
}

function formOf(entry: CachedJson, encoding: ContentEncoding) {
  let forms = encoded.get(entry);
  if (!forms) encoded.set(entry, (forms = {}));
  // W/"hash" → W/"hash-br"
  return (forms[encoding] ??= { etag: `${entry.etag.slice(0, -1)}-${encoding}"` });
}

/**
 * Brotli at quality 3, text mode: about 140 µs for a 12 KB listing page (2,675 bytes), paid by the request that
 * misses, and most misses (random listing and search pages) are read once. Quality 5 is 3% smaller (2,583 bytes)
 * for 265 µs, a quarter of the server's time on random listing pages; 1 is 13% larger for 77 µs; 11 is 8–11%
 * smaller for 25–35 ms; gzip at level 1 is 10% larger for 107 µs (measured over 2,000 distinct pages).
 */
const compress = (body: string, encoding: ContentEncoding) =>
  encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : gzipSync(body);

/** The few Accept-Encoding values browsers send, each parsed once; cleared should a client send many. */
const preferredByHeader = new Map<string, ContentEncoding | undefined>();

/** Brotli, else gzip, among the codings an Accept-Encoding header allows (a q of 0 refuses one). */
export function preferredEncoding(header: string): ContentEncoding | undefined {
  if (preferredByHeader.has(header)) return preferredByHeader.get(header);
  if (preferredByHeader.size >= 100) preferredByHeader.clear();
  const preferred = parsePreferredEncoding(header);
  preferredByHeader.set(header, preferred);
  return preferred;
}

function parsePreferredEncoding(header: string): ContentEncoding | undefined {
  const allowed = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    allowed.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (coding: ContentEncoding) => allowed.get(coding) ?? (allowed.get("*") ?? 0);
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  return weight("gzip") > 0 ? "gzip" : undefined;
}
