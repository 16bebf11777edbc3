import { z } from "zod";
import { isValidGstin } from "../india/gstin";
import { isValidIndianMobile } from "../india/mobile";
import { INVOICE_PREFIX_PATTERN } from "../tax-documents";

/** Messages are keys of locales/en/seller-settings.json, written out whole so a test can find each one. */
const text = (required: string, max: number) => z.string().trim().min(1, required).max(max, "seller-settings:errors.tooLong");

/**
 * The business profile of a seller: what the Settings form edits and PUT /api/seller/profile accepts. The GSTIN
 * may be left out (it stays as it is); once the seller is verified only an admin may change it (the server refuses).
 */
export const sellerProfileUpdateSchema = z.strictObject({
  companyName: text("seller-settings:errors.companyNameRequired", 200),
  contactPerson: text("seller-settings:errors.contactPersonRequired", 100),
  phone: z.string().trim().refine(isValidIndianMobile, "seller-settings:errors.phone"),
  address: text("seller-settings:errors.addressRequired", 500),
  gstNumber: z.string().trim().toUpperCase().refine(isValidGstin, "seller-settings:errors.gstin").optional(),
  /**
   * The prefix of the seller's tax invoice numbers ("SHAKTI" in SHAKTI/2026-27/000042). Left out: unchanged; empty:
   * back to the default from the company name (defaultInvoicePrefix).
   */
  invoicePrefix: z
    .string()
    .trim()
    .toUpperCase()
    .refine((prefix) => prefix === "" || INVOICE_PREFIX_PATTERN.test(prefix), "validation:tax.invoicePrefix")
    .optional(),
});
export type SellerProfileUpdate = z.infer<typeof sellerProfileUpdateSchema>;
export type SellerProfileUpdateInput = z.input<typeof sellerProfileUpdateSchema>;

/** Saved bank details as the API shows them: the account number only by its last four digits. */
export const savedBankDetailsSchema = z.object({
  accountHolderName: z.string(),
  accountNumberLast4: z.string(),
  bankName: z.string(),
  ifscCode: z.string(),
  branch: z.string(),
});
export type SavedBankDetails = z.infer<typeof savedBankDetailsSchema>;

/** GET and PUT /api/seller/profile answer this. */
export const sellerProfileSchema = z.object({
  email: z.string(),
  companyName: z.string().nullable(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  gstNumber: z.string().nullable(),
  /** The prefix the seller chose for its tax invoices; null uses defaultInvoicePrefix(companyName). */
  invoicePrefix: z.string().nullable(),
  isVerified: z.boolean(),
  /** False once the seller is verified: the GSTIN is then changed only by an admin. */
  gstNumberEditable: z.boolean(),
  bankDetails: savedBankDetailsSchema.nullable(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
