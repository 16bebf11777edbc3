import { describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { etagOf } from "../../modules/catalog/catalogue-cache";
import { compressedBody, preferredEncoding, representationFor } from "./cached-encoding";
import { matchesIfNoneMatch } from "./catalog-http-cache";

describe("If-None-Match", () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ["*", true],
    ['"abcd"', false],
    [undefined, false],
  ])("%j matches: %s", (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});

describe("Accept-Encoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    ["deflate", undefined],
    ["gzip;q=0", undefined],
  ])("%j prefers %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("Compressed forms of a cached entry", () => {
  const entryOf = (body: string) => ({ body, etag: etagOf(body) });
  const body = JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Brass Diya Set ${i}` })) });

  it("compresses an entry once per coding, and a new entry (after invalidation) afresh", () => {
    const entry = entryOf(body);
    const first = compressedBody(entry, "br");
    expect(compressedBody(entry, "br")).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(body);
    expect(compressedBody(entry, "gzip")).not.toBe(first);
    expect(compressedBody(entryOf(body), "br")).not.toBe(first);
  });

  it("gives each form its own weak tag, and small bodies no compressed form", () => {
    const entry = entryOf(body);
    expect(representationFor(entry, "gzip, deflate, br")).toEqual({ encoding: "br", etag: `${entry.etag.slice(0, -1)}-br"` });
    expect(representationFor(entry, "gzip").etag).toMatch(/^W\/".+-gzip"$/);
    expect(representationFor(entry, undefined)).toEqual({ encoding: undefined, etag: entry.etag });
    const small = entryOf('{"items":[]}');
    expect(representationFor(small, "br")).toEqual({ encoding: undefined, etag: small.etag });
  });
});
