import { z } from "zod";
import { FREIGHT_CHARGE_KINDS, FREIGHT_ZONES, MAX_DISPATCH_DAYS } from "../freight";
import { isValidPinCode } from "../india/pin-code";

const paise = z.number().int().describe("paise");
/** ₹10,000 a unit or an order; ₹1 crore for the free-above value: generous, and far from overflowing a total. */
const MAX_FREIGHT_AMOUNT = 1_000_000;
const MAX_FREE_ABOVE = 1_000_000_000;

export const pinCodeSchema = z.string().trim().refine(isValidPinCode, "buyer:address.errors.pinCode");
export const freightZoneSchema = z.enum(FREIGHT_ZONES);

/** One zone's rule: a flat charge per order or a charge per unit (paise), waived from `freeAbove` paise of goods. */
export const zoneFreightSchema = z.strictObject({
  kind: z.enum(FREIGHT_CHARGE_KINDS),
  amount: paise.min(0).max(MAX_FREIGHT_AMOUNT, "seller-settings:shipping.errors.amountTooLarge"),
  freeAbove: paise.min(0).max(MAX_FREE_ABOVE, "seller-settings:shipping.errors.amountTooLarge").nullable(),
});
export const freightRulesSchema = z.strictObject({
  same_city: zoneFreightSchema,
  same_state: zoneFreightSchema,
  rest_of_india: zoneFreightSchema,
});

export const dispatchDaysSchema = z.number().int().min(0).max(MAX_DISPATCH_DAYS, "seller-settings:shipping.errors.dispatchDays");

export const pinCodePlaceSchema = z.object({ state: z.string(), district: z.string() });

/** PUT /api/seller/shipping: the seller's freight by zone, its usual dispatch days and the PIN code goods leave from. */
export const sellerShippingInputSchema = z.strictObject({
  freightRules: freightRulesSchema,
  dispatchDays: dispatchDaysSchema,
  dispatchPinCode: pinCodeSchema,
});
export type SellerShippingInput = z.infer<typeof sellerShippingInputSchema>;

/** GET and PUT /api/seller/shipping answer this; a seller that saved nothing sees the defaults it is charged by. */
export const sellerShippingSchema = z.object({
  freightRules: freightRulesSchema,
  dispatchDays: z.number().int(),
  /** False until the seller saves its own terms: the platform's defaults apply meanwhile. */
  saved: z.boolean(),
  /** The seller's business address PIN code (its shipping address, else its billing address), or null. */
  dispatchPinCode: z.string().nullable(),
  dispatchPlace: pinCodePlaceSchema.nullable(),
});
export type SellerShipping = z.infer<typeof sellerShippingSchema>;

export const deliveryWindowSchema = z.object({
  /** ISO dates in India's calendar. */
  earliest: z.string(),
  latest: z.string(),
});

/** GET /api/public/products/:id/delivery-estimate: a PIN code, or none for a signed-in buyer's default address. */
export const deliveryEstimateQuerySchema = z.strictObject({ pin: pinCodeSchema.optional() });

export const deliveryEstimateSchema = z.object({
  pinCode: z.string(),
  place: pinCodePlaceSchema,
  zone: freightZoneSchema,
  /** The estimate is for the minimum order quantity at its tier price. */
  quantity: z.number().int(),
  goods: paise,
  freight: paise,
  dispatchDays: z.number().int(),
  window: deliveryWindowSchema,
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;
/** The estimate, or null when no PIN code was given and the caller has no default address to take one from. */
export const deliveryEstimateAnswerSchema = z.object({ estimate: deliveryEstimateSchema.nullable() });

/** A seller's delivery terms for a cart: the browser charges `freight` on the goods with domain/freight.ts, like the server. */
export const sellerDeliveryTermsSchema = z.object({
  sellerId: z.string(),
  zone: freightZoneSchema,
  freight: zoneFreightSchema,
  dispatchDays: z.number().int(),
  window: deliveryWindowSchema,
});
export type SellerDeliveryTerms = z.infer<typeof sellerDeliveryTermsSchema>;

/** Where a cart is delivered (the PIN code asked for, else the signed-in buyer's default) and each seller's terms. */
export const cartDeliverySchema = z.object({
  pinCode: z.string(),
  /** Null when the directory does not list the PIN code: freight is then charged as to the rest of India. */
  place: pinCodePlaceSchema.nullable(),
  sellers: z.array(sellerDeliveryTermsSchema),
});
export type CartDelivery = z.infer<typeof cartDeliverySchema>;
