import { describe, expect, it } from "vitest";
import { responseTimeInWords } from "./response-time";

describe("a reply time in words", () => {
  it("is minutes under an hour, hours under a day, else days, rounded to whole ones", () => {
    expect(responseTimeInWords(0)).toEqual({ unit: "minutes", count: 1 });
    expect(responseTimeInWords(45)).toEqual({ unit: "minutes", count: 45 });
    expect(responseTimeInWords(60)).toEqual({ unit: "hours", count: 1 });
    expect(responseTimeInWords(95)).toEqual({ unit: "hours", count: 2 });
    expect(responseTimeInWords(23 * 60 + 40)).toEqual({ unit: "days", count: 1 });
    expect(responseTimeInWords(24 * 60)).toEqual({ unit: "days", count: 1 });
    expect(responseTimeInWords(3 * 24 * 60 + 100)).toEqual({ unit: "days", count: 3 });
  });
});
