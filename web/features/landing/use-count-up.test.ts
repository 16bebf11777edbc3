import { describe, expect, it } from "vitest";
import { countUpValue } from "./use-count-up";

describe("countUpValue", () => {
  it("starts at 0 and ends exactly on the target after the duration", () => {
    expect(countUpValue(10000, 0, 2000)).toBe(0);
    expect(countUpValue(10000, 2000, 2000)).toBe(10000);
    expect(countUpValue(10000, 2500, 2000)).toBe(10000);
  });

  it("rises monotonically between, never past the target", () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= 2000; elapsed += 50) {
      const value = countUpValue(50000, elapsed, 2000);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(50000);
      previous = value;
    }
  });
});
