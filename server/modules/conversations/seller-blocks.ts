import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { sellerBlocks } from "../../db/schema";
import { businessRule } from "../../errors";

export async function isBlocked(db: Executor, sellerId: string, buyerId: string): Promise<boolean> {
  const [row] = await db
    .select({ sellerId: sellerBlocks.sellerId })
    .from(sellerBlocks)
    .where(and(eq(sellerBlocks.sellerId, sellerId), eq(sellerBlocks.buyerId, buyerId)));
  return Boolean(row);
}

/** A blocked buyer can start no enquiry with the seller and write nothing more in its threads. */
export async function assertNotBlocked(db: Executor, sellerId: string, buyerId: string) {
  if (await isBlocked(db, sellerId, buyerId)) throw businessRule("BLOCKED_BY_SELLER");
}

/** Idempotent both ways. */
export async function setBlocked(db: Executor, sellerId: string, buyerId: string, blocked: boolean) {
  if (blocked) await db.insert(sellerBlocks).values({ sellerId, buyerId }).onConflictDoNothing();
  else await db.delete(sellerBlocks).where(and(eq(sellerBlocks.sellerId, sellerId), eq(sellerBlocks.buyerId, buyerId)));
  return { buyerId, blocked };
}
