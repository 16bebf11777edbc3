import { z } from "zod";
import { BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE } from "../accounts";
import { PRODUCT_PAGE_SIZE_MAX, SELLER_PRODUCTS_PAGE_SIZE } from "../catalog";
import { publicSellerSchema } from "./catalog";
import { sellerTrustSchema } from "./seller-trust";

/** GET /api/public/sellers/{sellerId} and its products. */
export const sellerIdParamsSchema = z.strictObject({ sellerId: z.uuid() });

/** A seller's public profile page: who it is, where it trades from, and since when. */
export const publicSellerProfileSchema = publicSellerSchema.extend({
  businessType: z.enum(BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE.seller).nullable(),
  /** From the seller's billing (business) address. */
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** When the account was created (ISO 8601). */
  memberSince: z.string(),
  /** The plan in force when it features the seller (the featured-seller perk), else null. */
  featuredPlanName: z.string().nullable(),
  /** Active products on sale. */
  activeProductCount: z.number().int(),
  trust: sellerTrustSchema,
});
export type PublicSellerProfile = z.infer<typeof publicSellerProfileSchema>;

export const sellerProductsQuerySchema = z.strictObject({
  cursor: z.string().max(400).optional().describe("The nextCursor of the previous page"),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "validation:query.wholeNumber")
    .transform(Number)
    .pipe(z.number().int().min(1).max(PRODUCT_PAGE_SIZE_MAX))
    .optional()
    .describe(`Page size, 1 to ${PRODUCT_PAGE_SIZE_MAX} (default ${SELLER_PRODUCTS_PAGE_SIZE})`),
});
export type SellerProductsQuery = z.output<typeof sellerProductsQuerySchema>;
