import { eq } from "drizzle-orm";
import { lastFourDigits } from "@domain/bank-account";
import { normaliseIndianMobile } from "@domain/india/mobile";
import type { SellerProfile, SellerProfileUpdate } from "@domain/schemas/seller-profile";
import type { Executor } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { AppError, notFound } from "../../errors";

const profileColumns = {
  email: user.email,
  companyName: profiles.companyName,
  contactPerson: profiles.contactPerson,
  phone: profiles.phone,
  address: profiles.address,
  gstNumber: profiles.gstNumber,
  invoicePrefix: profiles.invoicePrefix,
  isVerified: profiles.isVerified,
  bankAccountHolderName: profiles.bankAccountHolderName,
  bankAccountNumber: profiles.bankAccountNumber,
  bankName: profiles.bankName,
  bankIfscCode: profiles.bankIfscCode,
  bankBranch: profiles.bankBranch,
};

export async function sellerProfileRow(db: Executor, userId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select(profileColumns).from(profiles).innerJoin(user, eq(user.id, profiles.id)).where(eq(profiles.id, userId));
  const [row] = await (options.forUpdate ? query.for("update", { of: profiles }) : query);
  if (!row) throw notFound("Profile", "PROFILE_NOT_FOUND");
  return row;
}

/** The Settings page's view: the account number only by its last four digits, whatever asks. */
export function shownSellerProfile(row: Awaited<ReturnType<typeof sellerProfileRow>>): SellerProfile {
  const { bankAccountHolderName, bankAccountNumber, bankName, bankIfscCode, bankBranch, ...business } = row;
  const hasBank = bankAccountHolderName && bankAccountNumber && bankIfscCode;
  return {
    ...business,
    gstNumberEditable: !row.isVerified,
    bankDetails: hasBank
      ? {
          accountHolderName: bankAccountHolderName,
          accountNumberLast4: lastFourDigits(bankAccountNumber),
          bankName: bankName ?? "",
          ifscCode: bankIfscCode,
          branch: bankBranch ?? "",
        }
      : null,
  };
}

/** GET /api/seller/profile */
export async function getSellerProfile(db: Executor, sellerId: string): Promise<SellerProfile> {
  return shownSellerProfile(await sellerProfileRow(db, sellerId));
}

/**
 * PUT /api/seller/profile: company, contact, mobile (stored as its ten digits), address, invoice prefix (empty: the
 * default from the company name), and the GSTIN while the seller is not yet verified. A verified seller may send its
 * GSTIN unchanged (the form does); a different one is refused (422 GSTIN_LOCKED) rather than dropped, so nobody
 * believes it was saved.
 */
export async function updateSellerProfile(db: Executor, sellerId: string, input: SellerProfileUpdate): Promise<SellerProfile> {
  return db.transaction(async (tx) => {
    const current = await sellerProfileRow(tx, sellerId, { forUpdate: true });
    const gstChanged = input.gstNumber !== undefined && input.gstNumber !== current.gstNumber;
    if (gstChanged && current.isVerified) throw new AppError("GSTIN_LOCKED");
    await tx
      .update(profiles)
      .set({
        companyName: input.companyName,
        contactPerson: input.contactPerson,
        phone: normaliseIndianMobile(input.phone) ?? input.phone,
        address: input.address,
        ...(gstChanged ? { gstNumber: input.gstNumber } : {}),
        ...(input.invoicePrefix === undefined ? {} : { invoicePrefix: input.invoicePrefix || null }),
      })
      .where(eq(profiles.id, sellerId));
    return shownSellerProfile(await sellerProfileRow(tx, sellerId));
  });
}
