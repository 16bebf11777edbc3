import { PRODUCT_PAGE_SIZE, type ProductSort } from "@domain/catalog";
import type { ProductList, ProductListFilters } from "@domain/schemas/catalog";
import { and, asc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { productMedia, products, profiles } from "../../db/schema";
import { type ProductCursor, decodeProductCursor, encodeProductCursor } from "./product-cursor";
import { searchMatches, type TermMatching } from "./product-search";
import { sortKey } from "./product-sort-keys";
import { publicProductColumns, toPublicProduct } from "./public-product-columns";

type PageRequest = {
  filters: ProductListFilters;
  sort: ProductSort;
  limit: number;
  cursor: ProductCursor | undefined;
  matching: TermMatching | undefined;
};

/**
 * One page of the active products of active sellers: a category listing, a search, or both, with a price
 * range (on the list price) and a sort, paginated by keyset so pages never repeat or skip a product.
 * A search whose words match no product at all is retried as a typo-tolerant similarity search.
 */
export async function listProducts(db: Executor, filters: ProductListFilters): Promise<ProductList> {
  const sort = filters.sort ?? (filters.q ? "relevance" : "name_asc");
  const limit = filters.limit ?? PRODUCT_PAGE_SIZE;
  const cursor = filters.cursor === undefined ? undefined : decodeProductCursor(filters.cursor, sort);
  const matching = filters.q === undefined ? undefined : (cursor?.matching ?? "words");
  const page = await fetchPage(db, { filters, sort, limit, cursor, matching });
  if (matching === "words" && cursor === undefined && page.items.length === 0 && !(await anyProductHasWords(db, filters.q!))) {
    return fetchPage(db, { filters, sort, limit, cursor, matching: "similar" });
  }
  return page;
}

/**
 * Whether the term's words match any visible product at all. Only then is an empty page a real "no result" for
 * these filters; otherwise the term is probably misspelt. One GIN index probe.
 */
async function anyProductHasWords(db: Executor, term: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(searchMatches(term, "words"), eq(products.isActive, true)))
    .limit(1);
  return row !== undefined;
}

async function fetchPage(db: Executor, { filters, sort, limit, cursor, matching }: PageRequest): Promise<ProductList> {
  const key = sortKey(sort, filters.q === undefined || matching === undefined ? undefined : { term: filters.q, matching });
  const conditions: (SQL | undefined)[] = [
    eq(products.isActive, true),
    eq(profiles.isActive, true),
    filters.category === undefined ? undefined : eq(products.category, filters.category),
    filters.minPrice === undefined ? undefined : gte(products.listPrice, filters.minPrice),
    filters.maxPrice === undefined ? undefined : lte(products.listPrice, filters.maxPrice),
    filters.q === undefined || matching === undefined ? undefined : searchMatches(filters.q, matching),
    cursor === undefined ? undefined : key.after(cursor),
  ];

  const thumbnail = db
    .select({ mediaUrl: productMedia.mediaUrl, mediaType: productMedia.mediaType })
    .from(productMedia)
    .where(eq(productMedia.productId, products.id))
    .orderBy(asc(productMedia.displayOrder), asc(productMedia.id))
    .limit(1)
    .as("thumbnail");

  const rows = await db
    .select({
      ...publicProductColumns,
      sortValue: sql<string | number>`${key.expression}`,
      thumbnailUrl: thumbnail.mediaUrl,
      thumbnailType: thumbnail.mediaType,
    })
    .from(products)
    .innerJoin(profiles, eq(profiles.id, products.sellerId))
    .leftJoinLateral(thumbnail, sql`true`)
    .where(and(...conditions))
    .orderBy(...key.orderBy)
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ sortValue: _sortValue, thumbnailUrl, thumbnailType, ...row }) => ({
      ...toPublicProduct(row),
      thumbnail: thumbnailUrl && thumbnailType ? { mediaUrl: thumbnailUrl, mediaType: thumbnailType } : null,
    })),
    nextCursor:
      rows.length > limit && last
        ? encodeProductCursor({ sort, value: cursorValue(last.sortValue, sort), id: last.id, matching })
        : null,
  };
}

/** bigint and float8 may arrive as strings from the driver; the cursor holds them as numbers. */
function cursorValue(value: string | number, sort: ProductSort): string | number {
  return sort.startsWith("name") ? String(value) : Number(value);
}
