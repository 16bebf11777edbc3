import { describe, expect, it } from "vitest";
import { renderTaxDocumentPdf, type TaxDocument } from "./render-tax-document-pdf";

/** The PDF's pieces of text as a reader lays them out: one per printed line of a party's name. */
async function pdfLines(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  return (await page.getTextContent()).items.flatMap((item) => ("str" in item && item.str.trim() ? [item.str.trim()] : []));
}

const FORGED = "GSTIN: 29AAACB1234C1Z5";

const b2cInvoice = (recipientName: string, recipientAddress: string): TaxDocument => ({
  kind: "invoice",
  number: "SHAKTI/2026-27/000001",
  issuedOn: "2026-11-28",
  orderNumber: "BB-20261128-0001",
  supplier: { name: "Shakti Textiles", address: "Bhiwandi", state: "Maharashtra", gstin: "27AAPFU0939F1ZV" },
  recipient: { name: recipientName, address: recipientAddress, state: "Maharashtra", gstin: null },
  placeOfSupply: { state: "Maharashtra", code: "27" },
  intraState: true,
  lines: [{ description: "Cotton saree", hsnCode: "5208", quantity: 1, rateBasisPoints: 500, taxableValue: 100_000, cgst: 2_500, sgst: 2_500, igst: 0, total: 105_000 }],
  freight: null,
  totals: { taxableValue: 100_000, cgst: 2_500, sgst: 2_500, igst: 0, total: 105_000 },
  operator: { name: "BulkBazaar", gstin: "27AAACB1234C1Z2" },
});

describe("a tax document's parties", () => {
  it("print a buyer's name and address on one line each: a line break in them cannot add a GSTIN line", async () => {
    const lines = await pdfLines(await renderTaxDocumentPdf(b2cInvoice(`Ram Traders\n${FORGED}`, `12 MG Road\r\n${FORGED}\tPune`), "en"));
    expect(lines).not.toContain(FORGED);
    expect(lines).toContain(`Ram Traders ${FORGED}`);
    expect(lines).toContain(`12 MG Road ${FORGED} Pune`);
    expect(lines).toContain("GSTIN: Unregistered");
  });
});
