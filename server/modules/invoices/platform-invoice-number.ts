import { sql } from "drizzle-orm";
import { financialYearOf } from "@domain/financial-year";
import { invoiceNumber } from "@domain/tax-invoice";
import type { Transaction } from "../../db/client";
import { invoiceCounters } from "../../db/schema";

/**
 * The platform's next invoice number of the financial year of `issuedOn` ("BB/2026-27/000042"), in its one series
 * for plan invoices and fee invoices, from `invoice_counters` incremented in the caller's transaction: concurrent
 * issuers wait on the counter row, and a rolled-back one gives its number back, so there are no gaps.
 */
export async function nextPlatformInvoiceNumber(tx: Transaction, series: string, issuedOn: string) {
  const financialYear = financialYearOf(issuedOn);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` } })
    .returning();
  const sequence = counter!.lastSequence;
  return { number: invoiceNumber(series, financialYear, sequence), financialYear, sequence };
}
