import { z } from "zod";
import { postalAddressInputSchema, storedPostalAddressSchema } from "./postal-address";

/** How many delivery addresses one buyer may keep. */
export const MAX_BUYER_ADDRESSES = 10;

const label = z.string().trim().min(1, "buyer:addresses.errors.labelRequired").max(40, "buyer:addresses.errors.labelTooLong");

/** POST /api/buyer/addresses: a named delivery address; the first one saved becomes the default. */
export const createBuyerAddressSchema = z.strictObject({
  label,
  address: postalAddressInputSchema,
  isDefault: z.boolean().optional(),
});
export type CreateBuyerAddress = z.infer<typeof createBuyerAddressSchema>;

/** PATCH /api/buyer/addresses/{id}: any of the fields; isDefault true makes it the one default. */
export const updateBuyerAddressSchema = z.strictObject({
  label: label.optional(),
  address: postalAddressInputSchema.optional(),
  isDefault: z.literal(true).optional(),
});
export type UpdateBuyerAddress = z.infer<typeof updateBuyerAddressSchema>;

export const buyerAddressSchema = z.object({
  id: z.string(),
  label: z.string(),
  address: storedPostalAddressSchema,
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type BuyerAddress = z.infer<typeof buyerAddressSchema>;

/** The buyer's addresses: the default first, then oldest first. */
export const buyerAddressListSchema = z.object({ addresses: z.array(buyerAddressSchema) });
