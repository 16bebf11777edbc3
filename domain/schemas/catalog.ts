import { z } from "zod";
import { MAX_LINE_QUANTITY } from "../checkout-limits";
import {
  PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_SORTS,
  SEARCH_SUGGESTIONS_MAX,
  SEARCH_TERM_MAX_LENGTH,
} from "../catalog";
import { CATEGORY_NAMES } from "../categories";
import { MIN_RATING_FILTERS, type MinRating } from "../reviews";
import { priceTierSchema } from "./price-tier";
import { ratingSummarySchema } from "./reviews";
import { sellerTrustSchema } from "./seller-trust";
import { mediaTypeSchema } from "./statuses";

/** A query-string integer: digits only, so "", "1e3" and "-5" are refused instead of silently coerced. */
const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d{1,16}$/, "validation:query.wholeNumber")
    .transform(Number)
    .pipe(z.number().int().max(max));

/** A query-string flag: "true" or "false", anything else refused. */
const flag = () =>
  z
    .enum(["true", "false"])
    .transform((value) => value === "true");

/** GET /api/public/products: the active products of active sellers, optionally searched, filtered and sorted. */
export const productListQuerySchema = z
  .strictObject({
    q: z
      .string()
      .trim()
      .max(SEARCH_TERM_MAX_LENGTH)
      .optional()
      .transform((q) => q || undefined)
      .describe("Search term: full text over name, description and category, tolerant of small typos in any word (corrected against the catalogue's words)"),
    category: z.enum(CATEGORY_NAMES).optional().describe("Only this category (its name, e.g. Food & Beverages)"),
    minPrice: wholeNumber(Number.MAX_SAFE_INTEGER).optional().describe("Lowest list price, in paise"),
    maxPrice: wholeNumber(Number.MAX_SAFE_INTEGER).optional().describe("Highest list price, in paise"),
    verifiedOnly: flag().optional().describe("true: only products of sellers the platform has verified"),
    inStock: flag()
      .optional()
      .describe("true: only products whose stock covers at least their minimum order (a buyer can order them now)"),
    maxMinOrder: wholeNumber(MAX_LINE_QUANTITY)
      .pipe(z.number().min(1))
      .optional()
      .describe("Only products whose minimum order quantity is at most this many units"),
    minRating: z
      .enum(MIN_RATING_FILTERS.map(String) as [`${MinRating}`])
      .transform((stars) => Number(stars) as MinRating)
      .optional()
      .describe('4: only products whose average rating, as shown (one decimal), is 4 or more ("4★ & up")'),
    sort: z
      .enum(PRODUCT_SORTS)
      .optional()
      .describe(
        "Default: relevance with a search term, otherwise recommended (sellers with a higher plan search priority first, then by name); newest: most recently listed first; rating: highest average rating first, then the most reviewed, products without reviews last",
      ),
    cursor: z.string().max(400).optional().describe("The nextCursor of the previous page"),
    limit: wholeNumber(PRODUCT_PAGE_SIZE_MAX)
      .pipe(z.number().min(1))
      .optional()
      .describe(`Page size, 1 to ${PRODUCT_PAGE_SIZE_MAX} (default ${PRODUCT_PAGE_SIZE})`),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: "validation:productSearch.priceRange",
    path: ["minPrice"],
  })
  .refine((query) => query.sort !== "relevance" || query.q !== undefined, {
    message: "validation:productSearch.relevanceNeedsSearchTerm",
    path: ["sort"],
  });
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListFilters = z.output<typeof productListQuerySchema>;

/** GET /api/public/products/suggestions: product names for a search box, as the term is typed. */
export const productSuggestionsQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(SEARCH_TERM_MAX_LENGTH).describe("What has been typed so far; each word may be the start of a word of the name"),
});
export const productSuggestionSchema = z.object({ id: z.uuid(), name: z.string(), category: z.enum(CATEGORY_NAMES) });
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;
export const productSuggestionListSchema = z.object({
  items: z.array(productSuggestionSchema).max(SEARCH_SUGGESTIONS_MAX),
});
export type ProductSuggestionList = z.infer<typeof productSuggestionListSchema>;

const paise = z.number().int().describe("paise");

/** What a visitor may see of a seller. */
export const publicSellerSchema = z.object({
  id: z.uuid(),
  companyName: z.string().nullable(),
  isVerified: z.boolean(),
});
export type PublicSeller = z.infer<typeof publicSellerSchema>;

/** GET /api/public/featured-sellers: sellers whose plan features them, optionally those with products in a category. */
export const featuredSellersQuerySchema = z.strictObject({
  category: z.enum(CATEGORY_NAMES).optional().describe("Only sellers with active products in this category"),
});

export const FEATURED_SELLERS_SHOWN = 8;

export const featuredSellerSchema = publicSellerSchema.extend({
  city: z.string().nullable(),
  state: z.string().nullable(),
  planName: z.string(),
  /** Active products (in the category, when one is asked for). */
  productCount: z.number().int(),
});
export type FeaturedSeller = z.infer<typeof featuredSellerSchema>;
export const featuredSellerListSchema = z.object({ sellers: z.array(featuredSellerSchema) });
export type FeaturedSellerList = z.infer<typeof featuredSellerListSchema>;

export const productSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(CATEGORY_NAMES),
  /** Base unit price; 0 when the product is priced by tiers only. */
  price: paise,
  /** What the card shows (domain displayPrice); 0 for a product without any price. */
  listPrice: paise,
  minOrderQuantity: z.number().int(),
  stock: z.number().int(),
  tieredPricing: z.array(priceTierSchema),
  seller: publicSellerSchema,
  /** Its visible reviews: the average in tenths of a star (43 is shown 4.3; 0 without reviews) and how many. */
  rating: z.object({ averageTenths: z.number().int(), count: z.number().int() }),
  /** The first media item in display order, or null. */
  thumbnail: z.object({ mediaUrl: z.string(), mediaType: mediaTypeSchema }).nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productListSchema = z.object({
  items: z.array(productSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productMediaSchema = z.object({
  id: z.uuid(),
  mediaUrl: z.string(),
  mediaType: mediaTypeSchema,
  displayOrder: z.number().int(),
});
export type ProductMedia = z.infer<typeof productMediaSchema>;

export const productDetailSchema = productSummarySchema.omit({ thumbnail: true }).extend({
  /** The seller with what a buyer checks before trading with it (issue 33). */
  seller: publicSellerSchema.extend({ trust: sellerTrustSchema }),
  description: z.string(),
  /** The goods' HSN code (4, 6 or 8 digits). */
  hsnCode: z.string(),
  /** GST rate in percent (0.25, 18); listed prices include it. */
  gstRate: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** In display order. */
  media: z.array(productMediaSchema),
  /** Its visible reviews' rating with the 5-to-1 distribution, so the page's header needs no second request. */
  rating: ratingSummarySchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productIdParamsSchema = z.strictObject({ id: z.uuid() });

export const categorySummarySchema = z.object({
  name: z.enum(CATEGORY_NAMES),
  slug: z.string(),
  description: z.string(),
  imageUrl: z.string(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;
export const categoryListSchema = z.object({ items: z.array(categorySummarySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;
