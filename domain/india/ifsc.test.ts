import { describe, expect, it } from "vitest";
import { isValidIfsc, normaliseIfsc } from "./ifsc";

describe("isValidIfsc", () => {
  it.each(["SBIN0001234", "HDFC0000001", "ICIC0ABC123", "UTIB0CCH274"])("accepts %s", (ifsc) => {
    expect(isValidIfsc(ifsc)).toBe(true);
  });

  const invalid = [
    "SBIN1001234", // fifth character must be 0
    "SBI00001234",
    "SBIN000123",
    "SBIN00012345",
    "sbin0001234",
    "1BIN0001234",
    "SBIN0-01234",
    "",
  ];
  it.each(invalid)("rejects %j", (ifsc) => {
    expect(isValidIfsc(ifsc)).toBe(false);
  });

  it("normalises typed input", () => {
    expect(normaliseIfsc(" sbin0001234")).toBe("SBIN0001234");
  });
});
