import { describe, expect, it } from "vitest";
import { isValidIndianMobile, normaliseIndianMobile } from "./mobile";

describe("normaliseIndianMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["6000000000", "6000000000"],
    ["+919876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["098765 43210", "9876543210"],
    [" 98765-43210 ", "9876543210"],
    ["9198765432", "9198765432"], // ten digits that happen to start with 91
  ])("reads %j as %s", (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
    expect(isValidIndianMobile(input)).toBe(true);
  });

  it.each([
    "5876543210",
    "987654321",
    "98765432100",
    "+9198765432",
    "+929876543210",
    "0091 9876543210",
    "(987) 654-3210",
    "98765.43210",
    "98765O3210",
    "",
  ])("rejects %j", (input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
    expect(isValidIndianMobile(input)).toBe(false);
  });
});
