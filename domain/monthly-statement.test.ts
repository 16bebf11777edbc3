import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { type MonthlyStatement, monthlyStatementCsv } from "./monthly-statement";

const statement: MonthlyStatement = {
  month: "2026-11",
  seller: { name: "Shakti Textiles", gstin: "27AAPFU0939F1ZV" },
  invoices: [
    { kind: "invoice", number: "SHAKTI/2026-27/000001", issuedOn: "2026-11-02", orderNumber: "BB-2611-0001", buyerGstin: null, invoiceNumber: null, taxableValue: 100_000, cgst: 9_000, sgst: 9_000, igst: 0, total: 118_000 },
  ],
  creditNotes: [
    { kind: "credit_note", number: "SHAKTI/CN/2026-27/000001", issuedOn: "2026-11-05", orderNumber: "BB-2611-0001", buyerGstin: null, invoiceNumber: "SHAKTI/2026-27/000001", taxableValue: 10_000, cgst: 900, sgst: 900, igst: 0, total: 11_800 },
  ],
  tcs: { cgst: 225, sgst: 225, igst: 0, total: 450 },
  deductions: { orderCount: 1, gross: 106_200, fee: 5_310, feeGst: 956, tcs: 450, tds: 106, net: 99_378 },
  feeInvoiceNumber: null,
};

describe("monthly statement CSV", () => {
  it("lists the documents, then the month's TCS, fees, GST on fee, TDS and net", () => {
    const csv = monthlyStatementCsv(statement);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [documents, figures] = csv.slice(1).split("\r\n\r\n");
    expect(Papa.parse<string[]>(documents!, { skipEmptyLines: true }).data).toEqual([
      ["document", "number", "date", "order_number", "buyer_gstin", "invoice_number", "taxable_value", "cgst", "sgst", "igst", "total"],
      ["invoice", "SHAKTI/2026-27/000001", "2026-11-02", "BB-2611-0001", "B2C", "", "1000.00", "90.00", "90.00", "0.00", "1180.00"],
      ["credit_note", "SHAKTI/CN/2026-27/000001", "2026-11-05", "BB-2611-0001", "B2C", "SHAKTI/2026-27/000001", "100.00", "9.00", "9.00", "0.00", "118.00"],
    ]);
    const rows = Object.fromEntries(Papa.parse<string[]>(figures!, { skipEmptyLines: true }).data.map(([key, value]) => [key, value]));
    expect(rows).toMatchObject({ month: "2026-11", seller: "Shakti Textiles", tcs_total: "4.50", platform_fee: "53.10", gst_on_fee: "9.56", tds: "1.06", net_payout: "993.78", fee_invoice_number: "" });
  });
});
