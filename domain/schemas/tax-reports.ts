import { z } from "zod";
import { INDIA_MONTH_PATTERN } from "../india-month";

const paise = z.number().int().describe("paise");

/** An India month in a path: "2026-11" (ADR 32, "Months"). */
export const indiaMonthSchema = z.string().max(7).regex(INDIA_MONTH_PATTERN, "validation:tax.month").describe("YYYY-MM, India's calendar");

export const monthParamsSchema = z.strictObject({ month: indiaMonthSchema });

/** The platform's monthly tax invoice to a seller for its fees (SAC 998599, 18%). */
export const platformFeeInvoiceSchema = z.object({
  month: z.string(),
  invoiceNumber: z.string(),
  issuedOn: z.string(),
  orderCount: z.number().int(),
  taxableValue: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
  total: paise,
});
export type PlatformFeeInvoice = z.infer<typeof platformFeeInvoiceSchema>;

export const platformFeeInvoiceListSchema = z.object({ invoices: z.array(platformFeeInvoiceSchema) });
