import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords, numberInIndianWords } from "./amount-in-words";
import { financialYearOf } from "./financial-year";
import { planPriceWithGst } from "./gst";
import { invoiceNumber, invoiceTaxLines, placeOfSupply } from "./tax-invoice";

describe("financialYearOf", () => {
  it("runs April to March", () => {
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    expect(financialYearOf("2027-03-31")).toBe("2026-27");
    expect(financialYearOf("2026-03-31")).toBe("2025-26");
    expect(financialYearOf("2099-12-01")).toBe("2099-00");
  });
});

describe("amount in words", () => {
  it("groups the Indian way", () => {
    expect(amountInWords(118_000_00)).toBe("Rupees One Lakh Eighteen Thousand Only");
    expect(amountInWords(1_180_50)).toBe("Rupees One Thousand One Hundred Eighty and Fifty Paise Only");
    expect(amountInWords(12_34_56_789_00)).toBe("Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(numberInIndianWords(1_00_00_00_000)).toBe("One Hundred Crore");
  });

  it("never repeats a space or leaves one at either end", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (paise) => {
      const words = amountInWords(paise);
      expect(words).not.toMatch(/\s{2}|^\s|\s$/);
    }));
  });
});

describe("invoiceTaxLines", () => {
  it("splits CGST and SGST within a state, IGST across states", () => {
    expect(invoiceTaxLines(99_900, 17_982, { supplierState: "Karnataka", recipientState: "karnataka" })).toEqual({
      taxableValue: 99_900, cgst: 8_991, sgst: 8_991, igst: 0, total: 117_882,
    });
    expect(invoiceTaxLines(99_900, 17_982, { supplierState: "Karnataka", recipientState: "Punjab" })).toEqual({
      taxableValue: 99_900, cgst: 0, sgst: 0, igst: 17_982, total: 117_882,
    });
  });

  it("taxes always sum to the GST, halves differ by at most a paisa, and taxable + tax = total", () => {
    const states = fc.constantFrom("Karnataka", "Punjab", "Kerala");
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 11 }), states, states, (base, supplierState, recipientState) => {
      const { gst, total } = planPriceWithGst(base);
      const lines = invoiceTaxLines(base, gst, { supplierState, recipientState });
      expect(lines.cgst + lines.sgst + lines.igst).toBe(gst);
      expect(lines.taxableValue + lines.cgst + lines.sgst + lines.igst).toBe(total);
      expect(Math.abs(lines.cgst - lines.sgst)).toBeLessThanOrEqual(1);
      expect(lines.igst === 0 || (lines.cgst === 0 && lines.sgst === 0)).toBe(true);
    }));
  });
});

describe("invoiceNumber", () => {
  it("pads the sequence", () => {
    expect(invoiceNumber("BB", "2026-27", 42)).toBe("BB/2026-27/000042");
    expect(() => invoiceNumber("BB", "2026-27", 0)).toThrow(RangeError);
  });
});

describe("placeOfSupply", () => {
  it("is the state of the recipient's GSTIN, then of its address, then the supplier's", () => {
    expect(placeOfSupply({ gstin: "27AAPFU0939F1ZV", addressState: "Punjab" }, "Karnataka")).toBe("Maharashtra");
    expect(placeOfSupply({ gstin: "99AAPFU0939F1ZV", addressState: "Punjab" }, "Karnataka")).toBe("Punjab");
    expect(placeOfSupply({ gstin: null, addressState: "Punjab" }, "Karnataka")).toBe("Punjab");
    expect(placeOfSupply({ gstin: null, addressState: null }, "Karnataka")).toBe("Karnataka");
  });
});
