import { describe, expect, it } from "vitest";
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES, isIndianState, isUnionTerritory } from "./states";

describe("INDIAN_STATES", () => {
  it("lists 28 states and 8 union territories, once each, alphabetically", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(INDIAN_STATES.filter((state) => !isUnionTerritory(state))).toHaveLength(28);
    expect([...INDIAN_STATES].sort((a, b) => a.localeCompare(b, "en"))).toEqual([...INDIAN_STATES]);
  });

  it("uses the official names", () => {
    for (const name of [
      "Andaman and Nicobar Islands",
      "Dadra and Nagar Haveli and Daman and Diu",
      "Jammu and Kashmir",
      "Ladakh",
      "Lakshadweep",
      "Puducherry",
      "Chandigarh",
      "Delhi",
      "Odisha",
      "Uttarakhand",
      "Telangana",
    ]) {
      expect(isIndianState(name)).toBe(true);
    }
    expect(isIndianState("Orissa")).toBe(false);
    expect(isIndianState("delhi")).toBe(false);
  });
});
