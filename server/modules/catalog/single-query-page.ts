import type { ProductSort } from "@domain/catalog";
import type { ProductList, ProductListFilters } from "@domain/schemas/catalog";
import { and, asc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { products, profiles } from "../../db/schema";
import { type ProductCursor, nextPageCursor } from "./product-cursor";
import { type ProductSearch, searchConditions } from "./product-search";
import { sortKey } from "./product-sort-keys";
import { firstMedia, thumbnailColumns, toSummary } from "./product-summaries";
import { publicProductColumns } from "./public-product-columns";
import { afterRelevanceCursor } from "./search-rows";

export type PageRequest = { filters: ProductListFilters; sort: ProductSort; limit: number; cursor?: ProductCursor };

/**
 * A page in one query: a listing without a search term, walking the (category,) name or price index; or a search
 * in a small catalogue, collecting and sorting every match (SearchLimits.smallCatalogue), with relevance in the
 * same tiers as the stepwise search of a large one (ADR 11).
 */
export async function singleQueryPage(
  db: Executor,
  { filters, sort, limit, cursor }: PageRequest,
  search?: ProductSearch,
): Promise<ProductList> {
  const conditions = search && searchConditions(search, filters.category, "products");
  const relevance = sort === "relevance" && conditions !== undefined;
  const key = sortKey(sort === "relevance" ? "ranked_newest" : sort);
  const tier = relevance ? sql<number>`case when ${conditions.inName} then 1 else 2 end` : undefined;
  const after = cursor && (relevance ? afterRelevanceCursor(conditions.inName, key, cursor) : key.after(cursor));
  const order = tier ? [asc(tier), ...key.orderBy] : key.orderBy;
  const where = and(visibleProduct(filters), eq(profiles.isActive, true), conditions?.inTextIndexed, after);
  const thumbnail = firstMedia(db);
  const rows = await db
    .select({
      ...publicProductColumns,
      sortValue: sql<string | number>`${key.value}`,
      tier: tier ?? sql<number>`null`,
      ...thumbnailColumns(thumbnail),
    })
    .from(products)
    .innerJoin(profiles, eq(profiles.id, products.sellerId))
    .leftJoinLateral(thumbnail, sql`true`)
    .where(where)
    .orderBy(...order)
    .limit(limit + 1);
  return {
    items: rows.slice(0, limit).map(toSummary),
    nextCursor: nextPageCursor(rows, limit, sort, search?.matching),
  };
}

function visibleProduct(filters: ProductListFilters): SQL | undefined {
  return and(
    eq(products.isActive, true),
    filters.category === undefined ? undefined : eq(products.category, filters.category),
    filters.minPrice === undefined ? undefined : gte(products.listPrice, filters.minPrice),
    filters.maxPrice === undefined ? undefined : lte(products.listPrice, filters.maxPrice),
    filters.verifiedOnly ? eq(profiles.isVerified, true) : undefined,
    filters.inStock ? gte(products.stock, products.minOrderQuantity) : undefined,
    filters.maxMinOrder === undefined ? undefined : lte(products.minOrderQuantity, filters.maxMinOrder),
  );
}
