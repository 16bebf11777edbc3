import { PRODUCT_PAGE_SIZE } from "@domain/catalog";
import type { ProductList, ProductListFilters } from "@domain/schemas/catalog";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { catalogueStatistics } from "./catalogue-statistics";
import { decodeProductCursor, nextPageCursor } from "./product-cursor";
import { type ProductSearch, correctedSearch, resolveSearch, wordsSearch } from "./product-search";
import { productSummaries } from "./product-summaries";
import { searchRows } from "./search-rows";
import { SEARCH_LIMITS, type SearchLimits } from "./search-segment";
import { type PageJson, type PageRequest, singleQueryPage } from "./single-query-page";

/**
 * One page of the active products of active sellers: a category listing, a search, or both, with a price
 * range (on the list price) and a sort, paginated by keyset so pages never repeat or skip a product.
 * A search whose words match no product at all is retried with its misspelt words corrected (ADR 11).
 */
export async function listProducts(db: Database, filters: ProductListFilters, limits?: SearchLimits): Promise<ProductList> {
  return JSON.parse((await listProductsJson(db, filters, limits)).body) as ProductList;
}

/** listProducts as the API's JSON text, serialised where its rows were read. */
export async function listProductsJson(
  db: Database,
  filters: ProductListFilters,
  limits: SearchLimits = SEARCH_LIMITS,
): Promise<PageJson> {
  const sort = filters.sort ?? (filters.q ? "relevance" : "recommended");
  const limit = filters.limit ?? PRODUCT_PAGE_SIZE;
  const cursor = filters.cursor === undefined ? undefined : decodeProductCursor(filters.cursor, sort);
  const request: PageRequest = { filters, sort, limit, ...(cursor ? { cursor } : {}) };
  const term = filters.q;
  if (term === undefined) return singleQueryPage(db, request);

  const search = await resolveSearch(db, term, cursor?.matching ?? "words");
  if (search === undefined) return { body: `{"items":[],"nextCursor":null}`, items: 0 };
  const page = await searchPage(db, request, search, limits);
  const nothingFound = search.matching === "words" && cursor === undefined && page.items === 0;
  if (nothingFound && !(await anyProductHasWords(db, term))) {
    const corrected = await correctedSearch(db, term);
    if (corrected) return searchPage(db, request, corrected, limits);
  }
  return page;
}

/**
 * Whether the term's words match any active product at all. Only then is an empty page a real "no result" for
 * these filters; otherwise the term is probably misspelt.
 */
async function anyProductHasWords(db: Database, term: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from products p where p.search_vector @@ ${wordsSearch(term).tsquery} and p.is_active limit 1`);
  return rows.length > 0;
}

/** A small catalogue's search is one query; a large one's is found in bounded steps (search-rows.ts). */
async function searchPage(db: Database, request: PageRequest, search: ProductSearch, limits: SearchLimits): Promise<PageJson> {
  const { products } = await catalogueStatistics(db);
  if ((products ?? 0) <= limits.smallCatalogue) return singleQueryPage(db, request, search);

  const { filters, sort, limit, cursor } = request;
  const rows = await searchRows(db, { filters, sort, want: limit + 1, cursor, search }, limits);
  const page: ProductList = {
    items: await productSummaries(db, rows.slice(0, limit).map((row) => row.id)),
    nextCursor: nextPageCursor(rows, limit, sort, search.matching),
  };
  return { body: JSON.stringify(page), items: page.items.length };
}
