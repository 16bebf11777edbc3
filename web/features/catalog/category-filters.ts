import type { CategoryName } from "@domain/categories";
import { isProductSort, type ProductSort } from "@domain/catalog";
import { MAX_LINE_QUANTITY } from "@domain/checkout-limits";
import type { MinRating } from "@domain/reviews";
import type { ProductListFilters } from "./api/list-products";
import { readMinRating, writeMinRating } from "./min-rating-param";
import { FULL_PRICE_RANGE, priceBounds, readPriceRange, type RupeeRange, writePriceRange } from "./price-range-params";

/**
 * A category page's search and filters as they live in its URL, so a filtered listing can be shared:
 * ?q=&sort=&min=&max=&verified=1&inStock=1&maxMinOrder=N&minRating=4 (prices in whole rupees).
 */
export type CategoryFilters = RupeeRange & {
  q: string;
  sort: ProductSort | undefined;
  verifiedOnly: boolean;
  inStock: boolean;
  /** Only products whose minimum order is at most this many units; undefined for any. */
  maxMinOrder: number | undefined;
  /** "4★ & up": only products rated at least this (as shown); undefined for any. */
  minRating?: MinRating | undefined;
};

export const NO_CATEGORY_FILTERS: CategoryFilters = {
  q: "",
  sort: undefined,
  ...FULL_PRICE_RANGE,
  verifiedOnly: false,
  inStock: false,
  maxMinOrder: undefined,
  minRating: undefined,
};

/** The sorts a category page offers; relevance only with a search term. */
export const CATEGORY_SORTS: readonly ProductSort[] = ["recommended", "newest", "name_asc", "name_desc", "price_asc", "price_desc", "rating"];

/** Without a choice: best match for a search term, else recommended (featured plans first). */
export function effectiveCategorySort({ q, sort }: Pick<CategoryFilters, "q" | "sort">): ProductSort {
  const hasTerm = q.trim() !== "";
  if (sort === undefined || (sort === "relevance" && !hasTerm)) return hasTerm ? "relevance" : "recommended";
  return sort;
}

function unitsParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value) || Number(value) < 1) return undefined;
  return Math.min(Number(value), MAX_LINE_QUANTITY);
}

export function readCategoryFilters(params: URLSearchParams): CategoryFilters {
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").trim(),
    sort: isProductSort(sort) ? sort : undefined,
    ...readPriceRange(params),
    verifiedOnly: params.get("verified") === "1",
    inStock: params.get("inStock") === "1",
    maxMinOrder: unitsParam(params.get("maxMinOrder")),
    minRating: readMinRating(params),
  };
}

/** Only what differs from the defaults. */
export function categoryFilterParams(filters: CategoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set("q", q);
  const sort = effectiveCategorySort(filters);
  if (sort !== effectiveCategorySort({ q, sort: undefined })) params.set("sort", sort);
  writePriceRange(params, filters);
  if (filters.verifiedOnly) params.set("verified", "1");
  if (filters.inStock) params.set("inStock", "1");
  if (filters.maxMinOrder !== undefined) params.set("maxMinOrder", String(filters.maxMinOrder));
  writeMinRating(params, filters.minRating);
  return params;
}

/** Whether anything narrows the listing (a search term or a filter), so "Clear filters" has something to clear. */
export function narrowsListing(filters: CategoryFilters): boolean {
  return categoryFilterParams({ ...filters, sort: undefined }).size > 0;
}

export function categoryListFilters(category: CategoryName, filters: CategoryFilters): ProductListFilters {
  return {
    category,
    q: filters.q.trim() || undefined,
    sort: effectiveCategorySort(filters),
    ...priceBounds(filters),
    verifiedOnly: filters.verifiedOnly || undefined,
    inStock: filters.inStock || undefined,
    maxMinOrder: filters.maxMinOrder,
    minRating: filters.minRating,
  };
}
