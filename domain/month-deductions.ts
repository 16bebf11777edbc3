/**
 * What the marketplace kept from a seller's orders delivered in a month (ADR 32, "Months"): the sum of each order's
 * payout deductions (domain/payout-deductions.ts), and the platform's fee invoice that bills the fee and its GST.
 */
import { splitTax, type TaxedAmount } from "./line-tax";
import type { PayoutDeductions } from "./payout-deductions";

export type MonthDeductions = {
  orderCount: number;
  gross: number;
  fee: number;
  feeGst: number;
  /** TCS as deducted from these orders' payouts (GSTR-8 counts TCS by documents instead: tax-reports.ts). */
  tcs: number;
  tds: number;
  net: number;
};

export const NO_DEDUCTIONS: MonthDeductions = { orderCount: 0, gross: 0, fee: 0, feeGst: 0, tcs: 0, tds: 0, net: 0 };

export function sumDeductions(orders: readonly PayoutDeductions[]): MonthDeductions {
  const sum = { ...NO_DEDUCTIONS };
  for (const order of orders) {
    sum.orderCount += 1;
    sum.gross += order.gross;
    sum.fee += order.fee;
    sum.feeGst += order.feeGst;
    sum.tcs += order.tcs.total;
    sum.tds += order.tds;
    sum.net += order.net;
  }
  return sum;
}

/**
 * The platform's fee invoice for a month: the fees are its taxable value and the GST on them exactly what was
 * deducted from the payouts (18% per order), as CGST + SGST when the seller is in the platform's state, else IGST.
 */
export function feeInvoiceTax(deductions: Pick<MonthDeductions, "fee" | "feeGst">, intraState: boolean): TaxedAmount {
  return { taxableValue: deductions.fee, ...splitTax(deductions.feeGst, intraState), total: deductions.fee + deductions.feeGst };
}
