import type { BuyerReviewList } from "@domain/schemas/buyer-reviews";
import type { Executor } from "../../db/client";
import { productReviews } from "../../db/schema";
import { afterCursor, decodeCursor, pageOf } from "../orders/keyset-cursor";
import { buyerReviewRows } from "./buyer-review-rows";

/** "My reviews": the caller's reviews, newest first, one keyset page at a time (hidden ones too, with the reason). */
export async function listBuyerReviews(db: Executor, buyerId: string, query: { cursor?: string; limit: number }): Promise<BuyerReviewList> {
  const after = query.cursor ? afterCursor(productReviews.createdAt, productReviews.id, decodeCursor(query.cursor)) : undefined;
  const rows = await buyerReviewRows(db, buyerId, after, query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { items: page.map((row) => row.json), nextCursor };
}
