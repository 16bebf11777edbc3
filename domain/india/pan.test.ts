import { describe, expect, it } from "vitest";
import { isValidPan, normalisePan } from "./pan";

describe("isValidPan", () => {
  it.each(["AAPFU0939F", "ABCDE1234F", "ZZZZZ9999Z"])("accepts %s", (pan) => {
    expect(isValidPan(pan)).toBe(true);
  });

  it.each(["aapfu0939f", "AAPF0939F", "AAPFU0939", "AAPFU09391", "1APFU0939F", "AAPFU0939FF", "AAPFU 0939F", ""])(
    "rejects %j",
    (pan) => {
      expect(isValidPan(pan)).toBe(false);
    },
  );

  it("normalises typed input", () => {
    expect(normalisePan(" aapfu0939f ")).toBe("AAPFU0939F");
  });
});
