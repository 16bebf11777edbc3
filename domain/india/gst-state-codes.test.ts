import { describe, expect, it } from "vitest";
import { indianStateForGstStateCode, isGstStateCode } from "./gst-state-codes";
import { INDIAN_STATES } from "./states";

describe("GST state codes", () => {
  it("knows 01 to 38, 97 and 99", () => {
    for (let code = 1; code <= 38; code += 1) expect(isGstStateCode(String(code).padStart(2, "0"))).toBe(true);
    expect(isGstStateCode("97")).toBe(true);
    expect(isGstStateCode("99")).toBe(true);
    for (const code of ["00", "39", "96", "98", "1", "toString", "constructor"]) {
      expect(isGstStateCode(code)).toBe(false);
    }
  });

  it("maps codes to states", () => {
    expect(indianStateForGstStateCode("27")).toBe("Maharashtra");
    expect(indianStateForGstStateCode("07")).toBe("Delhi");
    expect(indianStateForGstStateCode("37")).toBe("Andhra Pradesh");
    expect(indianStateForGstStateCode("38")).toBe("Ladakh");
    expect(indianStateForGstStateCode("99")).toBeNull();
    expect(indianStateForGstStateCode("40")).toBeNull();
  });

  it("maps every state and territory from at least one code", () => {
    const mapped = new Set<string>();
    for (let code = 1; code <= 38; code += 1) {
      const state = indianStateForGstStateCode(String(code).padStart(2, "0"));
      if (state) mapped.add(state);
    }
    expect([...mapped].sort()).toEqual([...INDIAN_STATES].sort());
  });
});
