import { describe, expect, it } from "vitest";
import { isValidPinCode } from "./pin-code";

describe("isValidPinCode", () => {
  it.each(["110001", "400001", "560034", "999999"])("accepts %s", (pin) => {
    expect(isValidPinCode(pin)).toBe(true);
  });

  it.each(["011001", "11000", "1100011", "11000A", "110 001", "", " 110001"])("rejects %j", (pin) => {
    expect(isValidPinCode(pin)).toBe(false);
  });
});
