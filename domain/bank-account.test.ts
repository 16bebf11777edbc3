import { describe, expect, it } from "vitest";
import { isValidBankAccountNumber, lastFourDigits, maskedAccountNumber, normaliseBankAccountNumber } from "./bank-account";

describe("bank account numbers", () => {
  it("accepts 9 to 18 digits, written with spaces or hyphens", () => {
    expect(isValidBankAccountNumber(normaliseBankAccountNumber("1234 5678 9"))).toBe(true);
    expect(isValidBankAccountNumber(normaliseBankAccountNumber("1234-5678-9012-3456-78"))).toBe(true);
    for (const bad of ["12345678", "1234567890123456789", "12345678A", ""]) expect(isValidBankAccountNumber(bad)).toBe(false);
  });

  it("shows only the last four digits", () => {
    expect(lastFourDigits("000123456789")).toBe("6789");
    expect(maskedAccountNumber("6789")).toBe("•••• 6789");
  });
});
