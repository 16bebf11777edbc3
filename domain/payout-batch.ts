/**
 * A payout batch as the bank's bulk-upload CSV: one line per seller owed money now, with its bank account, the
 * amount in rupees (two decimals, no grouping: what banks' templates take) and a reference the admin records
 * back as each payout's transaction reference, then the numbers of the orders the amount pays (the same numbers the
 * seller's payouts page shows). Text cells are escaped against spreadsheet formulas.
 */
import Papa from "papaparse";
import { paiseToRupeesString } from "./money";
import { escapeCsvText } from "./product-csv";

export const PAYOUT_BATCH_COLUMNS = ["seller", "account_holder", "account_number", "ifsc", "amount", "reference", "orders"] as const;

export type PayoutBatchLine = {
  sellerId: string;
  sellerName: string | null;
  accountHolder: string;
  accountNumber: string;
  ifsc: string;
  /** paise */
  amount: number;
  /** The order numbers the amount pays. */
  orderNumbers: readonly string[];
};

/** "BB-PO-20261124-1a2b3c4d": the batch's date and the seller, unique per seller per day. */
export function payoutBatchReference(day: Date, sellerId: string): string {
  return `BB-PO-${day.toISOString().slice(0, 10).replaceAll("-", "")}-${sellerId.slice(0, 8)}`;
}

const BOM = "\uFEFF";

export function payoutBatchCsv(lines: readonly PayoutBatchLine[], day: Date): string {
  const data = lines.map((line) => [
    escapeCsvText(line.sellerName ?? ""),
    escapeCsvText(line.accountHolder),
    escapeCsvText(line.accountNumber),
    escapeCsvText(line.ifsc),
    paiseToRupeesString(line.amount),
    payoutBatchReference(day, line.sellerId),
    line.orderNumbers.join(" "),
  ]);
  return BOM + Papa.unparse({ fields: [...PAYOUT_BATCH_COLUMNS], data }, { newline: "\r\n" });
}
