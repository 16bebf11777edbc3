import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./cached-encoding";
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
