import { z } from "zod";
import { CATEGORY_NAMES } from "../categories";
import { MAX_DISPATCH_DAYS } from "../freight";
import { HSN_CODE_PATTERN, isGstRatePercent } from "../gst-rates";
import { SELLER_PRODUCT_LIMITS, SELLER_PRODUCT_SORTS } from "../seller-products";
import { productMediaSchema } from "./catalog";
import { mediaTypeSchema } from "./statuses";

const paise = z.number().int().describe("paise");
const { name, description, stock, minOrderQuantity, pricePaise, tiers } = SELLER_PRODUCT_LIMITS;

/** A quantity tier as a seller enters it: from `quantity` units the unit price is `price` paise (> 0). */
const sellerPriceTierSchema = z.strictObject({
  quantity: z.number().int().min(1, "validation:product.tierQuantityTooSmall").max(minOrderQuantity.max),
  price: paise.min(1, "validation:product.tierPriceTooSmall").max(pricePaise.max),
});

/**
 * POST /api/seller/products and PUT /api/seller/products/:id: a product as its seller writes it, money in paise.
 * Tiers come back sorted by quantity; two tiers for one quantity are refused.
 */
export const sellerProductInputSchema = z.strictObject({
  name: z.string().trim().min(name.min, "validation:product.nameTooShort").max(name.max),
  description: z.string().trim().max(description.max).default(""),
  category: z.enum(CATEGORY_NAMES),
  stock: z.number().int().min(0, "validation:product.stockNegative").max(stock.max),
  minOrderQuantity: z.number().int().min(1, "validation:product.minOrderQuantityTooSmall").max(minOrderQuantity.max),
  /** Base unit price; 0 when the product is priced by its tiers only. */
  price: paise.min(0).max(pricePaise.max),
  tieredPricing: z
    .array(sellerPriceTierSchema)
    .max(tiers.max)
    .refine((list) => new Set(list.map((tier) => tier.quantity)).size === list.length, "validation:product.tierQuantitiesRepeat")
    .transform((list) => [...list].sort((a, b) => a.quantity - b.quantity)),
  isActive: z.boolean(),
  /** The goods' HSN code: 4, 6 or 8 digits. */
  hsnCode: z.string().trim().regex(HSN_CODE_PATTERN, "validation:product.hsnCode"),
  /** GST rate in percent, one of the slabs (domain/gst-rates.ts); listed prices include it. */
  gstRate: z.number().refine(isGstRatePercent, "validation:product.gstRate"),
  /** "Dispatch within N days"; null for the seller's default (Settings → Shipping); left out, it stays as it is. */
  dispatchDays: z
    .number()
    .int("validation:product.dispatchDays")
    .min(0, "validation:product.dispatchDays")
    .max(MAX_DISPATCH_DAYS, "validation:product.dispatchDays")
    .nullable()
    .optional(),
});
export type SellerProductInput = z.input<typeof sellerProductInputSchema>;
export type SellerProductValues = z.output<typeof sellerProductInputSchema>;

/** GET /api/seller/products: the seller's own products, one page at a time, searched by name. */
export const sellerProductListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(SELLER_PRODUCT_SORTS).default("created_desc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SellerProductListQuery = z.input<typeof sellerProductListQuerySchema>;

export const sellerProductRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(CATEGORY_NAMES),
  stock: z.number().int(),
  price: paise,
  /** What the table shows: the base price, else the first tier's price. */
  listPrice: paise,
  isActive: z.boolean(),
  createdAt: z.string(),
  /** The first medium in display order, or null. */
  thumbnail: z.object({ mediaUrl: z.string(), mediaType: mediaTypeSchema }).nullable(),
});
export type SellerProductRow = z.infer<typeof sellerProductRowSchema>;

/** How many products the seller has against its plan's limit (10 without an active plan). */
export const listingAllowanceSchema = z.object({ used: z.number().int(), limit: z.number().int() });
export type ListingAllowance = z.infer<typeof listingAllowanceSchema>;

export const sellerProductPageSchema = z.object({
  items: z.array(sellerProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  allowance: listingAllowanceSchema,
});
export type SellerProductPage = z.infer<typeof sellerProductPageSchema>;

export const sellerProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.enum(CATEGORY_NAMES),
  stock: z.number().int(),
  minOrderQuantity: z.number().int(),
  price: paise,
  listPrice: paise,
  tieredPricing: z.array(z.object({ quantity: z.number().int(), price: paise })),
  isActive: z.boolean(),
  hsnCode: z.string(),
  /** Percent (0.25, 18). */
  gstRate: z.number(),
  /** Null: the seller's default dispatch days apply. */
  dispatchDays: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** In display order. */
  media: z.array(productMediaSchema),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

export const sellerProductParamsSchema = z.strictObject({ id: z.uuid() });
export const sellerProductMediaParamsSchema = z.strictObject({ id: z.uuid(), mediaId: z.uuid() });

/** PUT /api/seller/products/:id/media/order: every medium of the product, in the new display order. */
export const mediaOrderInputSchema = z.strictObject({ mediaIds: z.array(z.uuid()).min(1).max(50) });

/** GET /api/seller/dashboard: the home page in one request. */
export const sellerDashboardSchema = z.object({
  contactPerson: z.string().nullable(),
  isVerified: z.boolean(),
  planName: z.string().nullable(),
  stats: z.object({
    totalProducts: z.number().int(),
    totalOrders: z.number().int(),
    pendingReturns: z.number().int(),
    pendingOrders: z.number().int(),
  }),
  /** The 5 newest products. */
  recentProducts: z.array(sellerProductRowSchema),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

/** POST /api/seller/products/import/preview and /import: the CSV text (see domain/product-csv.ts for columns). */
export const productCsvImportSchema = z.strictObject({ csv: z.string().min(1).max(5 * 1024 * 1024) });

export const productCsvRowResultSchema = z.object({
  /** 1-based line of the CSV file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(["create", "update"]),
  name: z.string(),
  errors: z.array(z.string()),
});

export const productCsvPreviewSchema = z.object({
  rows: z.array(productCsvRowResultSchema),
  creates: z.number().int(),
  updates: z.number().int(),
  /** Errors of the file as a whole (no rows, unknown columns, over the plan limit). */
  fileErrors: z.array(z.string()),
  valid: z.boolean(),
  allowance: listingAllowanceSchema,
});
export type ProductCsvPreview = z.infer<typeof productCsvPreviewSchema>;

export const productCsvImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
