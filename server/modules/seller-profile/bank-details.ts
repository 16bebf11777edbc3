import { eq } from "drizzle-orm";
import { lastFourDigits } from "@domain/bank-account";
import { localisedPath } from "@domain/languages";
import type { BankDetails } from "@domain/schemas/seller-bank-details";
import type { SellerProfile } from "@domain/schemas/seller-profile";
import type { AppContext } from "../../app-context";
import { profiles } from "../../db/schema";
import { AppError } from "../../errors";
import { enqueueEmail } from "../../platform/email/outbox";
import { accountLanguage } from "../users/account-contact";
import { bankDetailsChangedEmail } from "./bank-details-email";
import { lookupIfsc } from "./ifsc-directory";
import { sellerProfileRow, shownSellerProfile } from "./seller-profile";

/**
 * PUT /api/seller/bank-details: the IFSC must be in the published dataset (else 422 IFSC_NOT_FOUND), which also
 * names the bank; the branch is the seller's own words (the dataset on disk does not name branches). When anything
 * changed, the seller is emailed in the same transaction: a changed payout account is the classic takeover fraud,
 * and the owner must hear of it even if someone else made the change.
 */
export async function updateBankDetails(ctx: AppContext, sellerId: string, input: BankDetails): Promise<SellerProfile> {
  const bank = lookupIfsc(input.ifscCode);
  if (!bank) throw new AppError("IFSC_NOT_FOUND", `${input.ifscCode} is not in the published list of bank branch codes (IFSC). Check it on your cheque book or passbook.`);
  return ctx.db.transaction(async (tx) => {
    const before = await sellerProfileRow(tx, sellerId, { forUpdate: true });
    const next = {
      bankAccountHolderName: input.accountHolderName,
      bankAccountNumber: input.accountNumber,
      bankName: bank.bankName,
      bankIfscCode: bank.ifscCode,
      bankBranch: input.branch,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).some((field) => before[field] !== next[field]);
    if (!changed) return shownSellerProfile(before);
    await tx.update(profiles).set(next).where(eq(profiles.id, sellerId));
    const language = await accountLanguage(tx, sellerId);
    await enqueueEmail(
      tx,
      bankDetailsChangedEmail(
        before.email,
        {
          bankName: bank.bankName,
          accountNumberLast4: lastFourDigits(input.accountNumber),
          settingsLink: `${ctx.config.publicUrl}${localisedPath("/seller-dashboard/settings", language)}`,
        },
        language,
      ),
    );
    return shownSellerProfile({ ...before, ...next });
  });
}
