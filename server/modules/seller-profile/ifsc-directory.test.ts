import { describe, expect, it } from "vitest";
import { lookupIfsc } from "./ifsc-directory";

describe("lookupIfsc", () => {
  it("names the bank of a published branch code, however it was typed", () => {
    expect(lookupIfsc(" hdfc0000001 ")).toEqual({ ifscCode: "HDFC0000001", bankName: "HDFC Bank" });
    expect(lookupIfsc("SBIN0001234")).toEqual({ ifscCode: "SBIN0001234", bankName: "State Bank of India" });
  });

  it("knows nothing of a well-formed code that no bank published, nor of a malformed one", () => {
    expect(lookupIfsc("HDFC0000000")).toBeUndefined();
    expect(lookupIfsc("ABCD0123456")).toBeUndefined();
    expect(lookupIfsc("HDFC1000001")).toBeUndefined();
  });
});
