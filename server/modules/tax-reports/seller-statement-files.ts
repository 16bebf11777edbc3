import { eq } from "drizzle-orm";
import { monthlyStatementCsv } from "@domain/monthly-statement";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";
import { renderStatementPdf } from "./render-statement-pdf";
import { sellerMonthlyStatement } from "./seller-monthly-statement";

/** "statement-2026-11.pdf" / ".csv". */
export const statementFileName = (month: string, extension: "csv" | "pdf") => `statement-${month}.${extension}`;

/** The seller's statement of a month as a CSV download. */
export async function sellerStatementCsv(db: Executor, sellerId: string, month: string) {
  return { fileName: statementFileName(month, "csv"), csv: monthlyStatementCsv(await sellerMonthlyStatement(db, sellerId, month)) };
}

/** The seller's statement of a month as a PDF download, labelled in the seller's language. */
export async function sellerStatementPdf(db: Executor, sellerId: string, month: string) {
  const [statement, [profile]] = await Promise.all([
    sellerMonthlyStatement(db, sellerId, month),
    db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, sellerId)),
  ]);
  return { fileName: statementFileName(month, "pdf"), pdf: await renderStatementPdf(statement, profile?.language ?? "en") };
}
