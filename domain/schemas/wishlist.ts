import { z } from "zod";
import { priceTierSchema } from "./price-tier";

export const WISHLIST_PAGE_SIZE = 24;
/** A wishlist is a shortlist, not a catalogue: past this many the buyer is asked to remove some first. */
export const MAX_WISHLIST_ITEMS = 500;

export const wishlistListQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(WISHLIST_PAGE_SIZE),
});

export const wishlistItemSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  category: z.string(),
  /** Base unit price in paise (0 when priced only by tiers). */
  price: z.number().int(),
  tieredPricing: z.array(priceTierSchema),
  minOrderQuantity: z.number().int(),
  stock: z.number().int(),
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  seller: z.object({ id: z.uuid(), companyName: z.string().nullable(), isVerified: z.boolean() }),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistListSchema = z.object({ items: z.array(wishlistItemSchema), nextCursor: z.string().nullable() });
export type WishlistList = z.infer<typeof wishlistListSchema>;

/** GET, PUT and DELETE /api/buyer/wishlist/:productId answer whether the product is saved. */
export const wishlistStatusSchema = z.object({ productId: z.uuid(), saved: z.boolean() });
export type WishlistStatus = z.infer<typeof wishlistStatusSchema>;
