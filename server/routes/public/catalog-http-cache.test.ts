import { describe, expect, it } from "vitest";
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
