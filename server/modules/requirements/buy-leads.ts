import { and, desc, eq, gt, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import { VERIFIED_HEAD_START_MS } from "@domain/requirements";
import type { BuyLeadList } from "@domain/schemas/requirements";
import type { Executor } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { products, profiles, requirements, sellerBlocks, threads } from "../../db/schema";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "../orders/keyset-cursor";
import { toRequirement } from "./requirement-rows";

export type LeadSeller = { id: string; isVerified: boolean };

/** The categories a seller trades in: those of its listed (active) products, in name order. */
export async function sellerCategories(db: Executor, sellerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.isActive, true)))
    .orderBy(products.category);
  return rows.map((r) => r.category);
}

/**
 * Requirements a seller may see and answer: open, not expired, in a category it trades in, not its own, not from a
 * buyer it blocked; an unverified seller sees each one only after verified sellers' head start.
 */
export async function buyLeadConditions(db: Executor, seller: LeadSeller, now: Date, categories?: string[]): Promise<SQL[] | null> {
  categories ??= await sellerCategories(db, seller.id);
  if (categories.length === 0) return null;
  const postedBefore = new Date(now.getTime() - (seller.isVerified ? 0 : VERIFIED_HEAD_START_MS));
  return [
    eq(requirements.status, "open"),
    gt(requirements.expiresAt, now),
    inArray(requirements.category, categories),
    ne(requirements.buyerId, seller.id),
    lte(requirements.createdAt, postedBefore),
    sql`not exists (select 1 from ${sellerBlocks} where ${sellerBlocks.sellerId} = ${seller.id} and ${sellerBlocks.buyerId} = ${outerColumn(requirements.buyerId)})`,
  ];
}

/**
 * The seller's buy leads, newest first, with the thread it has opened for each (if it answered), and the categories
 * they come from (none: the seller lists no active product yet, so no buyer's requirement reaches it).
 */
export async function listBuyLeads(db: Executor, seller: LeadSeller, query: { cursor?: string; limit: number }, now = new Date()): Promise<BuyLeadList> {
  const categories = await sellerCategories(db, seller.id);
  const conditions = await buyLeadConditions(db, seller, now, categories);
  if (!conditions) return { items: [], nextCursor: null, categories: [] };
  if (query.cursor) conditions.push(afterCursor(requirements.createdAt, requirements.id, decodeCursor(query.cursor)));
  const rows = await db
    .select({
      row: requirements,
      id: requirements.id,
      cursorAt: cursorTimestamp(requirements.createdAt),
      buyerCompany: profiles.companyName,
      threadId: sql<string | null>`(select ${threads.id} from ${threads} where ${threads.requirementId} = ${outerColumn(requirements.id)} and ${threads.sellerId} = ${seller.id})`,
    })
    .from(requirements)
    .innerJoin(profiles, eq(profiles.id, requirements.buyerId))
    .where(and(...conditions))
    .orderBy(desc(requirements.createdAt), desc(requirements.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    items: page.map((r) =>
      toRequirement(r.row, { responses: r.threadId ? 1 : 0, threadId: r.threadId, buyer: { companyName: r.buyerCompany, city: r.row.deliveryCity } }, now),
    ),
    nextCursor,
    categories: categories as BuyLeadList["categories"],
  };
}
