import { sql } from "drizzle-orm";
import { financialYearOf } from "@domain/financial-year";
import { type SellerDocumentSeries, sellerDocumentNumber } from "@domain/tax-documents";
import type { Executor } from "../../db/client";
import { sellerDocumentCounters } from "../../db/schema";

export type DocumentNumber = { number: string; financialYear: string; sequence: number };

/**
 * The seller's next tax invoice or credit note number of the financial year of `issuedOn` (India's date), in the
 * issuing transaction: the counter row's upsert takes a row lock, so concurrent orders queue on it and never share or
 * skip a number, and a rolled-back order gives its number back.
 */
export async function allocateDocumentNumber(
  tx: Executor,
  input: { sellerId: string; series: SellerDocumentSeries; prefix: string; issuedOn: string },
): Promise<DocumentNumber> {
  const financialYear = financialYearOf(input.issuedOn);
  const [row] = await tx
    .insert(sellerDocumentCounters)
    .values({ sellerId: input.sellerId, series: input.series, financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [sellerDocumentCounters.sellerId, sellerDocumentCounters.series, sellerDocumentCounters.financialYear],
      set: { lastSequence: sql`${sellerDocumentCounters.lastSequence} + 1` },
    })
    .returning({ lastSequence: sellerDocumentCounters.lastSequence });
  const sequence = row!.lastSequence;
  return { number: sellerDocumentNumber(input.prefix, input.series, financialYear, sequence), financialYear, sequence };
}
