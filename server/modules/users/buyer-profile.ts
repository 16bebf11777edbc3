import { eq } from "drizzle-orm";
import { normaliseIndianMobile } from "@domain/india/mobile";
import type { BuyerProfile, BuyerProfileUpdate } from "@domain/schemas/buyer-profile";
import type { Executor } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { notFound } from "../../errors";

/** The fields of the buyer's profile settings page; the email comes from the sign-in account and is read-only. */
export async function getBuyerProfile(db: Executor, userId: string): Promise<BuyerProfile> {
  const [row] = await db
    .select({
      email: user.email,
      companyName: profiles.companyName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      shippingAddress: profiles.shippingAddress,
      billingAddress: profiles.billingAddress,
      gstNumber: profiles.gstNumber,
      gstLegalName: profiles.gstLegalName,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) throw notFound("Profile", "PROFILE_NOT_FOUND");
  return row;
}

/** Saves names, mobile (stored as its ten digits), both addresses and the GSTIN with its legal name (empty clears them). */
export async function updateBuyerProfile(db: Executor, userId: string, input: BuyerProfileUpdate): Promise<BuyerProfile> {
  await db
    .update(profiles)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: normaliseIndianMobile(input.phone) ?? input.phone,
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress,
      ...gstinChange(input),
    })
    .where(eq(profiles.id, userId));
  return getBuyerProfile(db, userId);
}

/** Left out: unchanged; empty: cleared, with the legal name that belongs to it. */
function gstinChange({ gstNumber, gstLegalName }: Pick<BuyerProfileUpdate, "gstNumber" | "gstLegalName">) {
  if (gstNumber === undefined) return gstLegalName === undefined ? {} : { gstLegalName: gstLegalName || null };
  return gstNumber === "" ? { gstNumber: null, gstLegalName: null } : { gstNumber, gstLegalName: gstLegalName || null };
}
