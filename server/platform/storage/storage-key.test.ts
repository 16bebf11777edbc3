import { describe, expect, it } from "vitest";
import { assertValidKey, assertValidPrefix, InvalidStorageKeyError, isValidKey } from "./storage-key";

describe("storage keys", () => {
  it("accepts relative paths of safe characters", () => {
    for (const key of ["products/6f1c/0b7e-320.webp", "kyc/u_1/GST.pdf", "a", "a.b-c_d/e"]) expect(isValidKey(key), key).toBe(true);
  });

  it("refuses traversal, absolute paths, hidden or empty segments and unsafe characters", () => {
    const bad = ["..", "../a", "a/..", "a/../b", "/a", "a//b", "./a", "a/.", ".hidden", "a/.meta/b", "a/", "", "a b", "a\\b",
      "a?b", "a#b", "a%2e", "a:b", "ü", "a\u0000b", "x".repeat(513)];
    for (const key of bad) {
      expect(isValidKey(key), JSON.stringify(key)).toBe(false);
      expect(() => assertValidKey(key)).toThrow(InvalidStorageKeyError);
    }
  });

  it("lets a prefix end with a slash, but never be empty or the root", () => {
    expect(() => assertValidPrefix("products/s1/")).not.toThrow();
    expect(() => assertValidPrefix("products/s1/abc")).not.toThrow();
    for (const prefix of ["", "/", "//", "../", "products//"]) expect(() => assertValidPrefix(prefix), prefix).toThrow(InvalidStorageKeyError);
  });
});
