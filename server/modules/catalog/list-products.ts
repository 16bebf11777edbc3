import { PRODUCT_PAGE_SIZE } from "@domain/catalog";
import type { ProductList, ProductListFilters } from "@domain/schemas/catalog";
import type { Database } from "../../db/client";
import { decodeProductCursor } from "./product-cursor";
import { searchPage } from "./search-page";
import { type PageJson, type PageRequest, singleQueryPage } from "./single-query-page";

/**
 * One page of the active products of active sellers: a category listing, a search, or both, with a price
 * range (on the list price) and a sort, paginated by keyset so pages never repeat or skip a product.
 * A search whose words match no product at all is answered with its misspelt words corrected (ADR 11).
 */
export async function listProducts(db: Database, filters: ProductListFilters): Promise<ProductList> {
  return JSON.parse((await listProductsJson(db, filters)).body) as ProductList;
}

/** listProducts as the API's JSON text, serialised where its rows were read: one statement per page. */
export function listProductsJson(db: Database, filters: ProductListFilters): Promise<PageJson> {
  const sort = filters.sort ?? (filters.q ? "relevance" : "recommended");
  const limit = filters.limit ?? PRODUCT_PAGE_SIZE;
  const cursor = filters.cursor === undefined ? undefined : decodeProductCursor(filters.cursor, sort);
  const request: PageRequest = { filters, sort, limit, ...(cursor ? { cursor } : {}) };
  const term = filters.q;
  return term === undefined ? singleQueryPage(db, request) : searchPage(db, { ...request, filters: { ...filters, q: term } });
}
