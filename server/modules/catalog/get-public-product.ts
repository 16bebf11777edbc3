import { ratingSummary, type StarCounts } from "@domain/reviews";
import type { ProductDetail } from "@domain/schemas/catalog";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prepareQuery, runPreparedQuery } from "../../db/prepared-query";
import { notFound } from "../../errors";
import { productDetailJson } from "./product-json";

const detail = prepareQuery(sql`
  select ${productDetailJson} as body, p.rating_counts as "ratingCounts"
  from products p join profiles s on s.id = p.seller_id
  where p.id = ${sql.placeholder("id")} and p.is_active and s.is_active`);

/**
 * A product as a visitor sees it (ProductDetail), as JSON text: one prepared statement. A missing or inactive
 * product, or one of an inactive seller, is a 404. Its rating (with the distribution) is folded from its star counts
 * by the domain's rules, not recounted; a review changes the counts by trigger, which empties the catalogue cache.
 */
export async function publicProductJson(db: Database, id: string): Promise<string> {
  const [row] = await runPreparedQuery<{ body: string; ratingCounts: StarCounts }>(db, detail, { id });
  if (!row) throw notFound("Product", "PRODUCT_NOT_FOUND");
  return JSON.stringify({ ...(JSON.parse(row.body) as object), rating: ratingSummary(row.ratingCounts) });
}

export async function getPublicProduct(db: Database, id: string): Promise<ProductDetail> {
  return JSON.parse(await publicProductJson(db, id)) as ProductDetail;
}
