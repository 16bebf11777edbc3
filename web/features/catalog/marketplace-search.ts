import { isProductSort, PRICE_SLIDER, type ProductSort } from "@domain/catalog";
import { rupeesToPaise } from "@domain/money";
import type { ProductListFilters } from "./api/list-products";

/** The marketplace search as it lives in the URL (/products?q=…&min=…&max=…&sort=…); prices in whole rupees. */
export type MarketplaceSearch = { q: string; minRupees: number; maxRupees: number; sort: ProductSort };

export const EMPTY_MARKETPLACE_SEARCH: MarketplaceSearch = {
  q: "",
  minRupees: PRICE_SLIDER.min,
  maxRupees: PRICE_SLIDER.max,
  sort: "relevance",
};

function rupeesParam(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  return Math.min(Number(value), PRICE_SLIDER.max);
}

/** The search in the URL, or null when the URL asks for the category browser (no search applied). */
export function readMarketplaceSearch(params: URLSearchParams): MarketplaceSearch | null {
  if (!["q", "min", "max", "sort"].some((key) => params.has(key))) return null;
  const minRupees = rupeesParam(params.get("min"), PRICE_SLIDER.min);
  const maxRupees = Math.max(minRupees, rupeesParam(params.get("max"), PRICE_SLIDER.max));
  const sort = params.get("sort");
  return { q: (params.get("q") ?? "").trim(), minRupees, maxRupees, sort: isProductSort(sort) ? sort : "relevance" };
}

/** Only what differs from the defaults, plus the sort, which marks the URL as a search. */
export function marketplaceSearchParams(search: MarketplaceSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set("q", q);
  if (search.minRupees > PRICE_SLIDER.min) params.set("min", String(search.minRupees));
  if (search.maxRupees < PRICE_SLIDER.max) params.set("max", String(search.maxRupees));
  params.set("sort", search.sort);
  return params;
}

/**
 * The API filters for a search. The slider's top end means "and above", so it sets no upper bound; relevance
 * without a term falls back to the server's default order (name).
 */
export function marketplaceFilters(search: MarketplaceSearch): ProductListFilters {
  const q = search.q.trim() || undefined;
  return {
    q,
    minPrice: search.minRupees > PRICE_SLIDER.min ? rupeesToPaise(search.minRupees) : undefined,
    maxPrice: search.maxRupees < PRICE_SLIDER.max ? rupeesToPaise(search.maxRupees) : undefined,
    sort: search.sort === "relevance" && !q ? undefined : search.sort,
  };
}
