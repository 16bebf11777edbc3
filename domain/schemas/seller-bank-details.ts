import { z } from "zod";
import { isValidBankAccountNumber, normaliseBankAccountNumber } from "../bank-account";
import { isValidIfsc, normaliseIfsc } from "../india/ifsc";

const accountNumber = z.string().transform(normaliseBankAccountNumber);

export const ifscCodeSchema = z.string().transform(normaliseIfsc).refine(isValidIfsc, "seller-settings:errors.ifscFormat");

/**
 * New bank details: what the Settings form sends and PUT /api/seller/bank-details accepts. The account number is
 * typed twice (both must match); the bank's name is not sent: the server takes it from the IFSC dataset.
 */
export const bankDetailsInputSchema = z
  .strictObject({
    accountHolderName: z.string().trim().min(1, "seller-settings:errors.accountHolderRequired").max(100, "seller-settings:errors.tooLong"),
    accountNumber: accountNumber.refine(isValidBankAccountNumber, "seller-settings:errors.accountNumber"),
    confirmAccountNumber: accountNumber,
    ifscCode: ifscCodeSchema,
    branch: z.string().trim().min(1, "seller-settings:errors.branchRequired").max(100, "seller-settings:errors.tooLong"),
  })
  .refine((details) => details.accountNumber === details.confirmAccountNumber, {
    path: ["confirmAccountNumber"],
    message: "seller-settings:errors.accountNumbersDiffer",
  });
export type BankDetailsInput = z.input<typeof bankDetailsInputSchema>;
export type BankDetails = z.output<typeof bankDetailsInputSchema>;

/** GET /api/seller/ifsc/:code: the bank an IFSC belongs to, from the published IFSC dataset. */
export const ifscLookupParamsSchema = z.strictObject({ code: ifscCodeSchema });
export const ifscLookupSchema = z.object({ ifscCode: z.string(), bankName: z.string() });
export type IfscLookup = z.infer<typeof ifscLookupSchema>;
