import { z } from "zod";
import { isValidBankAccountNumber, normaliseBankAccountNumber } from "../bank-account";
import { isValidIfsc, normaliseIfsc } from "../india/ifsc";

const error = (key: string) => `seller-settings:errors.${key}`;
const accountNumber = z.string().transform(normaliseBankAccountNumber);

export const ifscCodeSchema = z.string().transform(normaliseIfsc).refine(isValidIfsc, error("ifscFormat"));

/**
 * New bank details: what the Settings form sends and PUT /api/seller/bank-details accepts. The account number is
 * typed twice (both must match); the bank's name is not sent: the server takes it from the IFSC dataset.
 */
export const bankDetailsInputSchema = z
  .strictObject({
    accountHolderName: z.string().trim().min(1, error("accountHolderRequired")).max(100, error("tooLong")),
    accountNumber: accountNumber.refine(isValidBankAccountNumber, error("accountNumber")),
    confirmAccountNumber: accountNumber,
    ifscCode: ifscCodeSchema,
    branch: z.string().trim().min(1, error("branchRequired")).max(100, error("tooLong")),
  })
  .refine((details) => details.accountNumber === details.confirmAccountNumber, {
    path: ["confirmAccountNumber"],
    message: error("accountNumbersDiffer"),
  });
export type BankDetailsInput = z.input<typeof bankDetailsInputSchema>;
export type BankDetails = z.output<typeof bankDetailsInputSchema>;

/** GET /api/seller/ifsc/:code: the bank an IFSC belongs to, from the published IFSC dataset. */
export const ifscLookupParamsSchema = z.strictObject({ code: ifscCodeSchema });
export const ifscLookupSchema = z.object({ ifscCode: z.string(), bankName: z.string() });
export type IfscLookup = z.infer<typeof ifscLookupSchema>;
