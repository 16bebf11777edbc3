import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";
import { forbidden } from "../../errors";

/**
 * Goods are listed only under a seller account. The seller guard also admits administrators (whose profiles are
 * buyer accounts) so that they can look at the seller dashboard; without this check their products would be listed
 * publicly under a buyer account that no buyer can order from as a seller. 403 FORBIDDEN for any other account.
 */
export async function assertSellerAccount(db: Executor, sellerId: string): Promise<void> {
  const [profile] = await db.select({ accountType: profiles.accountType }).from(profiles).where(eq(profiles.id, sellerId));
  if (profile?.accountType !== "seller") throw forbidden("Only seller accounts can list products. Administrators can look at the seller dashboard but not list goods.");
}
