import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { gstr8Csv, gstr8Rows, type TcsDocument, tdsCsv } from "./tax-reports";

const MAHARASHTRA = "27AAPFU0939F1ZV";
const KARNATAKA = "29AAACR5055K1Z5";

const doc = (supplierGstin: string, taxableValue: number, tcs: Partial<TcsDocument> = {}): TcsDocument => ({ supplierGstin, taxableValue, tcsCgst: 0, tcsSgst: 0, tcsIgst: 0, ...tcs });

describe("GSTR-8 rows", () => {
  it("adds the month's invoices and takes off its credit notes, per supplier GSTIN", () => {
    const rows = gstr8Rows(
      [doc(MAHARASHTRA, 100_000, { tcsCgst: 250, tcsSgst: 250 }), doc(MAHARASHTRA, 50_000, { tcsIgst: 250 }), doc(KARNATAKA, 20_000, { tcsIgst: 100 })],
      [doc(MAHARASHTRA, 10_000, { tcsCgst: 25, tcsSgst: 25 })],
    );
    expect(rows).toEqual([
      { supplierGstin: MAHARASHTRA, grossValue: 150_000, returnedValue: 10_000, netValue: 140_000, igst: 250, cgst: 225, sgst: 225 },
      { supplierGstin: KARNATAKA, grossValue: 20_000, returnedValue: 0, netValue: 20_000, igst: 100, cgst: 0, sgst: 0 },
    ]);
    const csv = gstr8Csv(rows);
    expect(csv.startsWith("\uFEFFsupplier_gstin,gross_value_of_supplies,value_of_supplies_returned,net_amount_liable_for_tcs,igst,cgst,sgst\r\n")).toBe(true);
    expect(csv).toContain(`${MAHARASHTRA},1500.00,100.00,1400.00,2.50,2.25,2.25`);
  });

  it("keeps a month of only returns as a negative net", () => {
    expect(gstr8Rows([], [doc(KARNATAKA, 5_000, { tcsIgst: 25 })])).toEqual([
      { supplierGstin: KARNATAKA, grossValue: 0, returnedValue: 5_000, netValue: -5_000, igst: -25, cgst: 0, sgst: 0 },
    ]);
  });

  it("sums to the invoices minus the credit notes, whatever the documents", () => {
    const documents = fc.array(
      fc.record({
        supplierGstin: fc.constantFrom(MAHARASHTRA, KARNATAKA, "07AAACB1234C1Z5"),
        taxableValue: fc.integer({ min: 0, max: 10_000_000 }),
        tcsCgst: fc.integer({ min: 0, max: 50_000 }),
        tcsSgst: fc.integer({ min: 0, max: 50_000 }),
        tcsIgst: fc.integer({ min: 0, max: 50_000 }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(documents, documents, (invoices, notes) => {
        const rows = gstr8Rows(invoices, notes);
        const sum = (docs: TcsDocument[], pick: (d: TcsDocument) => number) => docs.reduce((s, d) => s + pick(d), 0);
        expect(rows.reduce((s, r) => s + r.netValue, 0)).toBe(sum(invoices, (d) => d.taxableValue) - sum(notes, (d) => d.taxableValue));
        expect(rows.reduce((s, r) => s + r.cgst + r.sgst + r.igst, 0)).toBe(
          sum(invoices, (d) => d.tcsCgst + d.tcsSgst + d.tcsIgst) - sum(notes, (d) => d.tcsCgst + d.tcsSgst + d.tcsIgst),
        );
        for (const row of rows) expect(row.netValue).toBe(row.grossValue - row.returnedValue);
        expect(new Set(rows.map((r) => r.supplierGstin)).size).toBe(rows.length);
      }),
    );
  });
});

describe("TDS report", () => {
  it("lists seller, GSTIN, PAN, orders, gross and TDS, and escapes a name that looks like a formula", () => {
    const csv = tdsCsv([{ sellerId: "s", sellerName: "=Shakti Textiles", gstin: MAHARASHTRA, pan: "AAPFU0939F", orderCount: 2, gross: 123_456, tds: 123 }]);
    const { data } = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(data).toEqual([
      ["seller", "gstin", "pan", "orders", "gross_amount", "tds"],
      ["'=Shakti Textiles", MAHARASHTRA, "AAPFU0939F", "2", "1234.56", "1.23"],
    ]);
  });
});
