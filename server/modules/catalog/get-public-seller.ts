import { BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE } from "@domain/accounts";
import type { PublicSellerProfile } from "@domain/schemas/public-seller";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { profiles, sellerRatings, sellerTrustSignals } from "../../db/schema";
import { notFound } from "../../errors";
import { featuringPlanJoin, subscriptionInForce } from "./featuring-plan";
import { sellerTrust, sellerTrustColumns } from "../trust-signals/seller-trust";

/** A seller whose page a visitor may open: a seller account, active (so neither deactivated nor anonymised), not an admin. */
export const visibleSeller = (sellerId: string) =>
  and(eq(profiles.id, sellerId), eq(profiles.accountType, "seller"), eq(profiles.isActive, true), eq(profiles.isAdmin, false));

/** Qualified: a single-table select names its columns bare, which the subqueries would read as their own. */
const sellerIdColumn = sql.raw('"profiles"."id"');
const sellerNotFound = () => notFound("Seller", "PROFILE_NOT_FOUND");
const SELLER_TYPES: readonly string[] = BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE.seller;

/** A seller's public profile; an unknown id, a buyer or admin account, or a deactivated seller is a 404. */
export async function getPublicSeller(db: Executor, sellerId: string): Promise<PublicSellerProfile> {
  const [row] = await db
    .select({
      id: profiles.id,
      companyName: profiles.companyName,
      isVerified: profiles.isVerified,
      businessType: profiles.businessSubtype,
      city: sql<string | null>`${profiles.billingAddress} ->> 'city'`,
      state: sql<string | null>`${profiles.billingAddress} ->> 'state'`,
      createdAt: profiles.createdAt,
      featuredPlanName: sql<string | null>`(
        select sp.name from user_subscriptions us ${featuringPlanJoin}
        where us.user_id = ${sellerIdColumn} and ${subscriptionInForce} limit 1)`,
      activeProductCount: sql<string | number>`(
        select count(*) from products p where p.seller_id = ${sellerIdColumn} and p.is_active)`,
      ...sellerTrustColumns,
    })
    .from(profiles)
    // The trust figures: the star counts (by trigger) and the job's last figures, both keyed by the seller.
    .leftJoin(sellerRatings, eq(sellerRatings.sellerId, profiles.id))
    .leftJoin(sellerTrustSignals, eq(sellerTrustSignals.sellerId, profiles.id))
    .where(visibleSeller(sellerId))
    .limit(1);
  if (!row) throw sellerNotFound();
  const { createdAt, businessType, activeProductCount, ratingCounts, enquiriesReceived, responseRatePercent, medianResponseMinutes, ordersDelivered, onTimePercent, ...seller } = row;
  const trustRow = { ratingCounts, enquiriesReceived, responseRatePercent, medianResponseMinutes, ordersDelivered, onTimePercent };
  return {
    ...seller,
    trust: sellerTrust(trustRow, { joinedAt: createdAt, isVerified: seller.isVerified }),
    businessType: businessType && SELLER_TYPES.includes(businessType) ? (businessType as PublicSellerProfile["businessType"]) : null,
    memberSince: createdAt.toISOString(),
    activeProductCount: Number(activeProductCount),
  };
}

/** Refuses (404) a seller whose page a visitor may not open, as getPublicSeller would. */
export async function assertVisibleSeller(db: Executor, sellerId: string): Promise<void> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(visibleSeller(sellerId)).limit(1);
  if (!row) throw sellerNotFound();
}
