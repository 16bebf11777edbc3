import { isProductSort, type ProductSort } from "@domain/catalog";
import type { MinRating } from "@domain/reviews";
import type { ProductListFilters } from "./api/list-products";
import { readMinRating, writeMinRating } from "./min-rating-param";
import { FULL_PRICE_RANGE, priceBounds, readPriceRange, type RupeeRange, writePriceRange } from "./price-range-params";

/**
 * The marketplace listing as it lives in the URL (/products?q=…&min=…&max=…&minRating=4&sort=…); prices in whole
 * rupees. No sort chosen means the default: best match for a search term, newest first without one.
 */
export type MarketplaceSearch = RupeeRange & { q: string; sort: ProductSort | undefined; minRating?: MinRating | undefined };

export const EMPTY_MARKETPLACE_SEARCH: MarketplaceSearch = { q: "", ...FULL_PRICE_RANGE, sort: undefined, minRating: undefined };

/** The order a listing takes when none is chosen (or relevance is chosen with no term to be relevant to). */
export function effectiveMarketplaceSort({ q, sort }: Pick<MarketplaceSearch, "q" | "sort">): ProductSort {
  const hasTerm = q.trim() !== "";
  if (sort === undefined || (sort === "relevance" && !hasTerm)) return hasTerm ? "relevance" : "newest";
  return sort;
}

/** The listing in the URL; an empty URL is every product, newest first. */
export function readMarketplaceSearch(params: URLSearchParams): MarketplaceSearch {
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").trim(),
    ...readPriceRange(params),
    sort: isProductSort(sort) ? sort : undefined,
    minRating: readMinRating(params),
  };
}

/** Only what differs from the defaults, so the plain listing is plain /products. */
export function marketplaceSearchParams(search: MarketplaceSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set("q", q);
  writePriceRange(params, search);
  writeMinRating(params, search.minRating);
  const sort = effectiveMarketplaceSort(search);
  if (sort !== effectiveMarketplaceSort({ q, sort: undefined })) params.set("sort", sort);
  return params;
}

/** The API filters for a listing: prices in paise, the sort always explicit (the API's own default is another). */
export function marketplaceFilters(search: MarketplaceSearch): ProductListFilters {
  return {
    q: search.q.trim() || undefined,
    ...priceBounds(search),
    ...(search.minRating === undefined ? {} : { minRating: search.minRating }),
    sort: effectiveMarketplaceSort(search),
  };
}
