import { describe, expect, it } from "vitest";
import { amountInWords, numberInIndianWords } from "./amount-in-words";

/** The totals of tax invoices in words, as Indian invoices write them (more cases in tax-invoice.test.ts). */
describe("amount in words at the lakh and crore boundaries", () => {
  it("says lakh from 1,00,000 and crore from 1,00,00,000", () => {
    expect(numberInIndianWords(99_999)).toBe("Ninety Nine Thousand Nine Hundred Ninety Nine");
    expect(numberInIndianWords(1_00_000)).toBe("One Lakh");
    expect(numberInIndianWords(10_00_000)).toBe("Ten Lakh");
    expect(numberInIndianWords(99_99_999)).toBe("Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine");
    expect(numberInIndianWords(1_00_00_000)).toBe("One Crore");
    expect(numberInIndianWords(1_00_00_001)).toBe("One Crore One");
    expect(numberInIndianWords(25_05_00_000)).toBe("Twenty Five Crore Five Lakh");
    expect(numberInIndianWords(1_234_56_78_901)).toBe("One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred One");
  });

  it("adds the paise and keeps whole rupees plain", () => {
    expect(amountInWords(1_00_000_01)).toBe("Rupees One Lakh and One Paise Only");
    expect(amountInWords(1_00_00_000_99)).toBe("Rupees One Crore and Ninety Nine Paise Only");
    expect(amountInWords(4_72_000_00)).toBe("Rupees Four Lakh Seventy Two Thousand Only");
    expect(amountInWords(35)).toBe("Rupees Zero and Thirty Five Paise Only");
  });

  it("refuses what is not an amount", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow();
  });
});
