import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { CachedJson } from "../../modules/catalog/catalogue-cache";

export type ContentEncoding = "br" | "gzip";

/** Bodies smaller than this are sent as they are (as @fastify/compress's threshold). */
const SMALLEST_COMPRESSED = 1024;

const encoded = new WeakMap<CachedJson, Partial<Record<ContentEncoding, Buffer>>>();

/**
 * The cached body compressed for a client that accepts brotli or gzip, compressed once per cached entry rather
 * than on every request; undefined when the client takes neither or the body is small.
 */
export function compressedBody(entry: CachedJson, acceptEncoding: string | undefined) {
  if (!acceptEncoding || entry.body.length < SMALLEST_COMPRESSED) return undefined;
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return undefined;
  const variants = encoded.get(entry) ?? {};
  encoded.set(entry, variants);
  variants[encoding] ??= compress(entry.body, encoding);
  return { encoding, body: variants[encoding] };
}

const compress = (body: string, encoding: ContentEncoding) =>
  encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : gzipSync(body);

/** Brotli, else gzip, among the codings an Accept-Encoding header allows (a q of 0 refuses one). */
export function preferredEncoding(header: string): ContentEncoding | undefined {
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
