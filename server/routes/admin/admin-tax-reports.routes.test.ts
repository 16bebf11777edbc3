import { and, eq, gte, lt, sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthDays, shiftMonth } from "@domain/india-month";
import { paiseToRupeesString } from "@domain/money";
import type { App } from "../../app";
import { creditNotes, orderInvoices } from "../../db/schema";
import { tradeOfAMonth } from "../../modules/tax-reports/tax-month.fixture";
import { GSTIN } from "../../modules/tax/credit-note.fixture";
import { errorShape } from "../../test/error-shape";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
let admin: Awaited<ReturnType<typeof signInAs>>;
let trade: Awaited<ReturnType<typeof tradeOfAMonth>>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, "admin");
  const buyer = await signInAs(app, "buyer");
  trade = await tradeOfAMonth(app, buyer.headers, "TAXR");
});
afterAll(async () => app.close());

const csvRows = (body: string) => {
  expect(body.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<Record<string, string>>(body.slice(1), { header: true, skipEmptyLines: true }).data;
};

describe("GSTR-8 (TCS) report of a month", () => {
  it("per supplier GSTIN (in GSTIN order): the month's invoices less its credit notes, and the TCS on them", async () => {
    const answer = await app.inject({ url: `/api/admin/tax-reports/${trade.month}/tcs.csv`, headers: admin.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="tcs-gstr8-${trade.month}.csv"`);
    expect(csvRows(answer.body)).toEqual([
      // Maharashtra: ₹1,000 + ₹300 invoiced, the ₹300 order cancelled and credited: TCS on ₹1,000 = ₹2.50 + ₹2.50.
      { supplier_gstin: GSTIN.Maharashtra, gross_value_of_supplies: "1300.00", value_of_supplies_returned: "300.00", net_amount_liable_for_tcs: "1000.00", igst: "0.00", cgst: "2.50", sgst: "2.50" },
      // Karnataka: 5 × ₹100 taxable, across states: TCS ₹2.50 IGST.
      { supplier_gstin: GSTIN.Karnataka, gross_value_of_supplies: "500.00", value_of_supplies_returned: "0.00", net_amount_liable_for_tcs: "500.00", igst: "2.50", cgst: "0.00", sgst: "0.00" },
    ]);
  });

  it("sums to the month's invoices minus its credit notes as the database holds them", async () => {
    const { first, next } = monthDays(trade.month);
    const total = async (table: typeof orderInvoices | typeof creditNotes) => {
      const [row] = await app.ctx.db
        .select({ taxable: sql<string>`coalesce(sum(${table.taxableValue}), 0)`, tcs: sql<string>`coalesce(sum(${table.tcsCgst} + ${table.tcsSgst} + ${table.tcsIgst}), 0)` })
        .from(table)
        .where(and(gte(table.issuedOn, first), lt(table.issuedOn, next)));
      return { taxable: Number(row!.taxable), tcs: Number(row!.tcs) };
    };
    const [invoices, notes] = [await total(orderInvoices), await total(creditNotes)];
    const rows = csvRows((await app.inject({ url: `/api/admin/tax-reports/${trade.month}/tcs.csv`, headers: admin.headers })).body);
    const sum = (column: string) => rows.reduce((s, row) => s + Math.round(Number(row[column]) * 100), 0);
    expect(sum("net_amount_liable_for_tcs")).toBe(invoices.taxable - notes.taxable);
    expect(sum("igst") + sum("cgst") + sum("sgst")).toBe(invoices.tcs - notes.tcs);
    expect(paiseToRupeesString(invoices.taxable - notes.taxable)).toBe("1500.00");
  });

  it("counts a credit note in the month of its own date, not its invoice's", async () => {
    const earlier = shiftMonth(trade.month, -1);
    await app.ctx.db.update(creditNotes).set({ issuedOn: `${earlier}-28` }).where(eq(creditNotes.orderId, trade.maharashtra.cancelled.order.id));
    try {
      const rows = csvRows((await app.inject({ url: `/api/admin/tax-reports/${earlier}/tcs.csv`, headers: admin.headers })).body);
      expect(rows).toEqual([
        { supplier_gstin: GSTIN.Maharashtra, gross_value_of_supplies: "0.00", value_of_supplies_returned: "300.00", net_amount_liable_for_tcs: "-300.00", igst: "0.00", cgst: "-0.75", sgst: "-0.75" },
      ]);
    } finally {
      await app.ctx.db.update(creditNotes).set({ issuedOn: trade.maharashtra.cancelled.invoice.issuedOn }).where(eq(creditNotes.orderId, trade.maharashtra.cancelled.order.id));
    }
  });
});

describe("TDS report of a month", () => {
  it("per seller: GSTIN, PAN, orders delivered in the month, their gross and 0.1% TDS", async () => {
    const answer = await app.inject({ url: `/api/admin/tax-reports/${trade.month}/tds.csv`, headers: admin.headers });
    expect(answer.statusCode).toBe(200);
    expect(csvRows(answer.body)).toEqual([
      { seller: "TAXRK Traders", gstin: GSTIN.Karnataka, pan: "AAGCB7383J", orders: "1", gross_amount: "590.00", tds: "0.59" },
      { seller: "TAXRM Traders", gstin: GSTIN.Maharashtra, pan: "AAPFU0939F", orders: "1", gross_amount: "1180.00", tds: "1.18" },
    ]);
    // No order was delivered the month before.
    expect(csvRows((await app.inject({ url: `/api/admin/tax-reports/${shiftMonth(trade.month, -1)}/tds.csv`, headers: admin.headers })).body)).toEqual([]);
  });
});

describe("who may have the reports", () => {
  it("administrators only; a seller or buyer is refused 403", async () => {
    for (const headers of [trade.maharashtra.headers, (await signInAs(app, "buyer")).headers]) {
      for (const report of ["tcs", "tds"]) {
        const answer = await app.inject({ url: `/api/admin/tax-reports/${trade.month}/${report}.csv`, headers });
        expect(answer.statusCode).toBe(403);
        expect(errorShape(answer.json())).toEqual({ code: "FORBIDDEN" });
      }
    }
  });

  it("answers 400 naming the month when it is not YYYY-MM", async () => {
    for (const month of ["2026-13", "2026-1", "november", "2026-11-01"]) {
      const answer = await app.inject({ url: `/api/admin/tax-reports/${month}/tcs.csv`, headers: admin.headers });
      expect(answer.statusCode).toBe(400);
      expect(errorShape(answer.json())).toEqual({ code: "VALIDATION_ERROR" });
      expect(answer.body).toContain("month");
    }
  });

  it("answers 400, not 500, for a month of a year no date can hold (year 0, year 9999 ending in 10000)", async () => {
    for (const month of ["0000-01", "0000-12", "9999-12"])
      for (const report of ["tcs", "tds"]) {
        const answer = await app.inject({ url: `/api/admin/tax-reports/${month}/${report}.csv`, headers: admin.headers });
        expect(answer.statusCode, `${report} ${month}`).toBe(400);
        expect(errorShape(answer.json())).toEqual({ code: "VALIDATION_ERROR" });
      }
  });
});
