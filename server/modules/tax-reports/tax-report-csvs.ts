import { eq, inArray } from "drizzle-orm";
import { isValidGstin, panFromGstin } from "@domain/india/gstin";
import { sumDeductions } from "@domain/month-deductions";
import type { PayoutDeductions } from "@domain/payout-deductions";
import { gstr8Csv, gstr8Rows, tdsCsv, type TdsRow } from "@domain/tax-reports";
import type { Executor } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { deliveredOrderDeductions } from "./delivered-order-deductions";
import { monthTaxDocuments } from "./month-tax-documents";

/** GSTR-8 of an India month: per supplier GSTIN, the month's invoices less its credit notes, and the TCS on them. */
export async function tcsReportCsv(db: Executor, month: string): Promise<string> {
  const { invoices, creditNotes } = await monthTaxDocuments(db, month);
  return gstr8Csv(gstr8Rows(invoices, creditNotes));
}

/** The TDS of an India month: per seller (by name) with its PAN, the gross of its orders delivered then and their TDS. */
export async function tdsReportCsv(db: Executor, month: string): Promise<string> {
  const orders = await deliveredOrderDeductions(db, month);
  const bySeller = new Map<string, PayoutDeductions[]>();
  for (const order of orders) bySeller.set(order.sellerId, [...(bySeller.get(order.sellerId) ?? []), order.deductions]);
  const sellers = bySeller.size
    ? await db
        .select({ id: profiles.id, companyName: profiles.companyName, contactPerson: profiles.contactPerson, email: user.email, gstNumber: profiles.gstNumber })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.id))
        .where(inArray(profiles.id, [...bySeller.keys()]))
    : [];
  const rows: TdsRow[] = sellers.map((seller) => {
    const month = sumDeductions(bySeller.get(seller.id)!);
    const gstin = seller.gstNumber && isValidGstin(seller.gstNumber) ? seller.gstNumber : null;
    return {
      sellerId: seller.id,
      sellerName: seller.companyName ?? seller.contactPerson ?? seller.email,
      gstin,
      pan: gstin && panFromGstin(gstin),
      orderCount: month.orderCount,
      gross: month.gross,
      tds: month.tds,
    };
  });
  return tdsCsv(rows.sort((a, b) => a.sellerName.localeCompare(b.sellerName) || a.sellerId.localeCompare(b.sellerId)));
}
