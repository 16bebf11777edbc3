import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatNumber } from "./format-date";

describe("Indian formatting", () => {
  it("shows dates in India's time zone, whatever the machine's", () => {
    // 20:00 UTC on 5 March is 01:30 on 6 March in Asia/Kolkata.
    expect(formatDate("2025-03-05T20:00:00Z")).toBe("6 Mar 2025");
    expect(formatDateTime("2025-03-05T20:00:00Z")).toMatch(/^6 Mar 2025, 1:30\s?am$/i);
  });

  it("groups digits the Indian way", () => {
    expect(formatNumber(12345678)).toBe("1,23,45,678");
  });
});
