import { eq, inArray } from "drizzle-orm";
import { DEFAULT_DISPATCH_DAYS, DEFAULT_FREIGHT_RULES, type FreightRules, type PinCodePlace } from "@domain/freight";
import type { SellerShipping, SellerShippingInput } from "@domain/schemas/freight";
import type { StoredPostalAddress } from "@domain/schemas/postal-address";
import type { Executor } from "../../db/client";
import { profiles, sellerShipping } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { lookupPinCode } from "./pin-code-directory";

/** What a seller charges and how soon it dispatches, and where its goods leave from. */
export type SellerTerms = {
  /** Null when the seller saved none: DEFAULT_FREIGHT_RULES apply. */
  freightRules: FreightRules | null;
  /** Null when the seller saved none: the domain's default applies. */
  dispatchDays: number | null;
  dispatchPinCode: string | null;
  dispatchPlace: PinCodePlace | null;
};

/** The seller's business address PIN code: its shipping (dispatch) address, else its billing address. */
const dispatchPinCodeOf = (row: { shippingAddress: StoredPostalAddress | null; billingAddress: StoredPostalAddress | null }) =>
  row.shippingAddress?.zip?.trim() || row.billingAddress?.zip?.trim() || null;

/** Each seller's terms, by id (a seller with no profile row is absent). */
export async function loadSellerTerms(db: Executor, sellerIds: readonly string[]): Promise<Map<string, SellerTerms>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: profiles.id,
      shippingAddress: profiles.shippingAddress,
      billingAddress: profiles.billingAddress,
      freightRules: sellerShipping.freightRules,
      dispatchDays: sellerShipping.dispatchDays,
    })
    .from(profiles)
    .leftJoin(sellerShipping, eq(sellerShipping.sellerId, profiles.id))
    .where(inArray(profiles.id, [...new Set(sellerIds)]));
  return new Map(
    rows.map((row) => {
      const dispatchPinCode = dispatchPinCodeOf(row);
      return [
        row.id,
        {
          freightRules: row.freightRules,
          dispatchDays: row.dispatchDays,
          dispatchPinCode,
          dispatchPlace: dispatchPinCode ? lookupPinCode(dispatchPinCode) : null,
        },
      ];
    }),
  );
}

/** GET /api/seller/shipping */
export async function getSellerShipping(db: Executor, sellerId: string): Promise<SellerShipping> {
  const terms = (await loadSellerTerms(db, [sellerId])).get(sellerId);
  if (!terms) throw notFound("Profile", "PROFILE_NOT_FOUND");
  return {
    freightRules: terms.freightRules ?? DEFAULT_FREIGHT_RULES,
    dispatchDays: terms.dispatchDays ?? DEFAULT_DISPATCH_DAYS,
    saved: terms.freightRules !== null,
    dispatchPinCode: terms.dispatchPinCode,
    dispatchPlace: terms.dispatchPlace,
  };
}

/**
 * PUT /api/seller/shipping: the seller's own row only (the id comes from the session). The dispatch PIN code must be
 * in India Post's directory (422 PIN_CODE_NOT_FOUND); it is kept as the seller's shipping address, whose city and
 * state the directory gives, so freight zones are worked out from a real place.
 */
export async function updateSellerShipping(db: Executor, sellerId: string, input: SellerShippingInput): Promise<SellerShipping> {
  const place = lookupPinCode(input.dispatchPinCode);
  if (!place) throw new AppError("PIN_CODE_NOT_FOUND");
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ address: profiles.address, shippingAddress: profiles.shippingAddress, billingAddress: profiles.billingAddress })
      .from(profiles)
      .where(eq(profiles.id, sellerId))
      .for("update");
    if (!profile) throw notFound("Profile", "PROFILE_NOT_FOUND");
    if (dispatchPinCodeOf(profile) !== input.dispatchPinCode) {
      const street = profile.shippingAddress?.address || profile.billingAddress?.address || profile.address || "";
      await tx
        .update(profiles)
        .set({ shippingAddress: { address: street, city: place.district, state: place.state, zip: input.dispatchPinCode, country: "India" } })
        .where(eq(profiles.id, sellerId));
    }
    const values = { freightRules: input.freightRules, dispatchDays: input.dispatchDays, updatedAt: new Date() };
    await tx.insert(sellerShipping).values({ sellerId, ...values }).onConflictDoUpdate({ target: sellerShipping.sellerId, set: values });
  });
  return getSellerShipping(db, sellerId);
}
