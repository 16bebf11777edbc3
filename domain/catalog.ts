/**
 * Catalogue listing constants shared by the API and the web app. Kept apart from the zod schemas
 * (domain/schemas/catalog.ts) so a visitor's first page does not download a validation library to read them.
 */

/**
 * Sort orders of product lists; `relevance` needs a search term. `recommended` (the API's default without one) lists
 * the products of sellers whose plan has a higher search priority first, then by name; `newest` lists the most
 * recently created first (the marketplace's default without a search term); `rating` ("Top rated") lists the highest
 * shown average first, then the most reviewed (domain/reviews.ts ratingKey), products without reviews last.
 */
export const PRODUCT_SORTS = ["relevance", "recommended", "newest", "name_asc", "name_desc", "price_asc", "price_desc", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: unknown): value is ProductSort {
  return (PRODUCT_SORTS as readonly unknown[]).includes(value);
}

/** What a product's media item is. */
export const MEDIA_TYPES = ["image", "video"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const PRODUCT_PAGE_SIZE = 24;
export const PRODUCT_PAGE_SIZE_MAX = 60;
/** A seller's profile page lists its products a dozen at a time, under the seller's details (fills 2, 3 or 4 columns). */
export const SELLER_PRODUCTS_PAGE_SIZE = 12;
export const SEARCH_TERM_MAX_LENGTH = 100;
/** The marketplace price slider, in rupees (spec: 0 to 50000, step 100). */
export const PRICE_SLIDER = { min: 0, max: 50_000, step: 100 } as const;

/** At most this many names are suggested while a search term is typed (GET /api/public/products/suggestions). */
export const SEARCH_SUGGESTIONS_MAX = 8;
