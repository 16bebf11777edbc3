import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthDays } from "@domain/india-month";
import type { PlatformFeeInvoice } from "@domain/schemas/tax-reports";
import type { App } from "../../app";
import { profiles } from "../../db/schema";
import { issuePlatformFeeInvoices } from "../../modules/platform-fee-invoices/issue-platform-fee-invoices";
import { tradeOfAMonth } from "../../modules/tax-reports/tax-month.fixture";
import { errorShape } from "../../test/error-shape";
import { pdfText } from "../../test/pdf-text";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
let trade: Awaited<ReturnType<typeof tradeOfAMonth>>;
beforeAll(async () => {
  app = await createTestApp();
  const buyer = await signInAs(app, "buyer");
  trade = await tradeOfAMonth(app, buyer.headers, "STMT");
});
afterAll(async () => app.close());

/** The statement CSV's two tables: the documents, and the month's figures by name. */
function readStatement(body: string) {
  expect(body.startsWith("\uFEFF")).toBe(true);
  const [documents, figures] = body.slice(1).split("\r\n\r\n");
  return {
    documents: Papa.parse<Record<string, string>>(documents!, { header: true, skipEmptyLines: true }).data,
    figures: Object.fromEntries(Papa.parse<string[]>(figures!, { skipEmptyLines: true }).data.map(([name, value]) => [name, value])),
  };
}

describe("a seller's monthly statement", () => {
  it("lists its invoices and credit notes, the month's TCS to claim, and the fees, GST on fee and TDS of its deliveries", async () => {
    const { maharashtra: m, month } = trade;
    const answer = await app.inject({ url: `/api/seller/statements/${month}.csv`, headers: m.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="statement-${month}.csv"`);
    const { documents, figures } = readStatement(answer.body);
    const invoice = (number: string, orderNumber: string, issuedOn: string, taxable: string, half: string, total: string) => ({
      document: "invoice",
      number,
      date: issuedOn,
      order_number: orderNumber,
      buyer_gstin: "B2C",
      invoice_number: "",
      taxable_value: taxable,
      cgst: half,
      sgst: half,
      igst: "0.00",
      total,
    });
    expect(documents).toEqual([
      invoice(m.delivered.invoice.invoiceNumber, m.delivered.order.orderNumber, m.delivered.invoice.issuedOn, "1000.00", "90.00", "1180.00"),
      invoice(m.cancelled.invoice.invoiceNumber, m.cancelled.order.orderNumber, m.cancelled.invoice.issuedOn, "300.00", "27.00", "354.00"),
      {
        ...invoice(`STMTM/CN/${m.cancelled.invoice.financialYear}/000001`, m.cancelled.order.orderNumber, m.cancelled.invoice.issuedOn, "300.00", "27.00", "354.00"),
        document: "credit_note",
        invoice_number: m.cancelled.invoice.invoiceNumber,
      },
    ]);
    expect(figures).toEqual({
      month,
      seller: "STMTM Traders",
      gstin: "27AAPFU0939F1ZV",
      // TCS: ₹2.50 + ₹2.50 on ₹1,000, ₹0.75 + ₹0.75 on ₹300 collected and reversed by the credit note.
      tcs_cgst: "2.50",
      tcs_sgst: "2.50",
      tcs_igst: "0.00",
      tcs_total: "5.00",
      // The delivered ₹1,180 order: fee 5% ₹59.00, GST on it ₹10.62, TCS ₹5.00, TDS 0.1% ₹1.18.
      orders_delivered: "1",
      gross: "1180.00",
      platform_fee: "59.00",
      gst_on_fee: "10.62",
      tcs_deducted: "5.00",
      tds: "1.18",
      net_payout: "1104.20",
      fee_invoice_number: "",
    });
  });

  it("shows only the caller's own documents: another seller's month is its own", async () => {
    const { documents, figures } = readStatement((await app.inject({ url: `/api/seller/statements/${trade.month}.csv`, headers: trade.karnataka.headers })).body);
    expect(documents.map((doc) => doc.number)).toEqual([trade.karnataka.delivered.invoice.invoiceNumber]);
    expect(documents[0]).toMatchObject({ taxable_value: "500.00", cgst: "0.00", sgst: "0.00", igst: "90.00" });
    expect(figures).toMatchObject({ seller: "STMTK Traders", tcs_igst: "2.50", gross: "590.00", tds: "0.59" });
  });

  it("comes as a PDF too, in the seller's language", async () => {
    await app.ctx.db.update(profiles).set({ language: "hi" }).where(eq(profiles.id, trade.karnataka.seller.id));
    const texts: string[] = [];
    for (const { headers } of [trade.maharashtra, trade.karnataka]) {
      const answer = await app.inject({ url: `/api/seller/statements/${trade.month}.pdf`, headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/pdf");
      expect(answer.headers["content-disposition"]).toBe(`attachment; filename="statement-${trade.month}.pdf"`);
      texts.push(await pdfText(answer.rawPayload));
    }
    const [english, hindi] = texts;
    expect(english).toContain(trade.maharashtra.delivered.invoice.invoiceNumber);
    expect(english).toContain(`against ${trade.maharashtra.cancelled.invoice.invoiceNumber}`);
    for (const words of ["Monthly statement", "TCS of the month", "Rs. 5.00", "GST on the fee (18%)", "Rs. 10.62", "Rs. 1.18", "Net payout", "Rs. 1,104.20"]) expect(english).toContain(words);
    // (Text pulled from a PDF has Devanagari in visual order, so a vowel sign ि comes before its consonant: only words without one.)
    for (const words of ["शुद्ध भुगतान", "₹552.10", "महीने का TCS", "₹2.50", trade.karnataka.delivered.invoice.invoiceNumber]) expect(hindi).toContain(words);
  });

  it("answers 400 for a month that is not YYYY-MM, and 403 to a buyer", async () => {
    const answer = await app.inject({ url: "/api/seller/statements/2026-13.csv", headers: trade.maharashtra.headers });
    expect(answer.statusCode).toBe(400);
    expect(errorShape(answer.json())).toEqual({ code: "VALIDATION_ERROR" });
    const buyer = await signInAs(app, "buyer");
    expect((await app.inject({ url: `/api/seller/statements/${trade.month}.csv`, headers: buyer.headers })).statusCode).toBe(403);
  });
});

describe("the platform's fee invoices on the seller's side", () => {
  it("are listed and downloadable once issued, name their number in the statement, and are the seller's own", async () => {
    const { maharashtra: m, karnataka: k, month } = trade;
    const list = async (headers: Record<string, string>) => ((await app.inject({ url: "/api/seller/fee-invoices", headers })).json() as { invoices: PlatformFeeInvoice[] }).invoices;
    expect(await list(m.headers)).toEqual([]);
    expect((await app.inject({ url: `/api/seller/fee-invoices/${month}.pdf`, headers: m.headers })).statusCode).toBe(404);

    await issuePlatformFeeInvoices(app.ctx, month, monthDays(month).next);
    const [invoice, ...more] = await list(m.headers);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ month, orderCount: 1, taxableValue: 5_900, igst: 1_062, total: 6_962 });
    const pdf = await app.inject({ url: `/api/seller/fee-invoices/${month}.pdf`, headers: m.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="${invoice!.invoiceNumber.replaceAll("/", "-")}.pdf"`);
    expect(readStatement((await app.inject({ url: `/api/seller/statements/${month}.csv`, headers: m.headers })).body).figures.fee_invoice_number).toBe(invoice!.invoiceNumber);
    // The Karnataka seller sees its own invoice, never the Maharashtra seller's.
    expect((await list(k.headers)).map((row) => row.invoiceNumber)).not.toContain(invoice!.invoiceNumber);
  });
});
