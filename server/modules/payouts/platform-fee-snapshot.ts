import { eq, inArray } from "drizzle-orm";
import { DEFAULT_PLATFORM_FEE_PERCENT } from "@domain/fees";
import { feePercentToBasisPoints } from "@domain/payouts";
import type { Executor } from "../../db/client";
import { platformSettings, profiles } from "../../db/schema";

/** The global fee as saved by an admin (a JSON number, or a numeric string), else the default 5%. */
export async function globalFeeBasisPoints(db: Executor): Promise<number> {
  const [setting] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, "global_platform_fee"));
  const value = setting?.value;
  if (typeof value === "number" || (typeof value === "string" && value.trim() !== "")) return feePercentToBasisPoints(Number(value));
  return feePercentToBasisPoints(DEFAULT_PLATFORM_FEE_PERCENT);
}

/**
 * The fee each seller's new order snapshots, in basis points: the seller's own `platform_fee_percentage` when an
 * admin set one, else the global fee. Read in the order-creating transaction.
 */
export async function feeBasisPointsForSellers(db: Executor, sellerIds: readonly string[]): Promise<Map<string, number>> {
  const fees = new Map<string, number>();
  if (sellerIds.length === 0) return fees;
  const globalFee = await globalFeeBasisPoints(db);
  const rows = await db
    .select({ id: profiles.id, percent: profiles.platformFeePercentage })
    .from(profiles)
    .where(inArray(profiles.id, [...sellerIds]));
  const own = new Map(rows.map((row) => [row.id, row.percent]));
  for (const sellerId of sellerIds) {
    const percent = own.get(sellerId);
    fees.set(sellerId, percent === null || percent === undefined ? globalFee : feePercentToBasisPoints(Number(percent)));
  }
  return fees;
}
