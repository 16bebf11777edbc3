import { z } from "zod";
import { MAX_CHECKOUT_LINES, MAX_LINE_QUANTITY } from "../checkout-limits";
import { isValidIndianMobile } from "../india/mobile";
import { PAYMENT_METHODS } from "../orders";
import { cartDeliverySchema, pinCodeSchema } from "./freight";
import { priceTierSchema } from "./price-tier";
import { postalAddressInputSchema } from "./postal-address";

export { MAX_CHECKOUT_LINES, MAX_LINE_QUANTITY };

/** One cart line as the browser sends it: which product and how many. Never a price. */
export const cartLineSchema = z.strictObject({
  productId: z.uuid(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type CartLineInput = z.infer<typeof cartLineSchema>;

/**
 * A checkout line may name an accepted quotation: the server then charges the quote's unit price, after checking
 * that the quote is the buyer's, accepted, unused, still valid, and for this product and quantity.
 */
export const checkoutLineSchema = cartLineSchema.extend({ quoteId: z.uuid().optional() });
export type CheckoutLineInput = z.infer<typeof checkoutLineSchema>;

const cartLinesSchema = z
  .array(checkoutLineSchema)
  .min(1, "checkout:errors.emptyCart")
  .max(MAX_CHECKOUT_LINES)
  .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, "validation:cart.productRepeated");

const name = (required: string) => z.string().trim().min(1, required).max(100, "checkout:errors.nameTooLong");

/** Billing fields as typed: only checked when billing is not the same as shipping. */
const billingFieldsSchema = z.strictObject({
  address: z.string().max(300),
  city: z.string().max(100),
  state: z.string().max(100),
  zip: z.string().max(10),
  country: z.string().max(50),
});

const checkoutDetailsShape = {
  firstName: name("checkout:errors.firstNameRequired"),
  lastName: name("checkout:errors.lastNameRequired"),
  phone: z.string().trim().refine(isValidIndianMobile, "checkout:errors.phone"),
  shippingAddress: postalAddressInputSchema,
  billingSameAsShipping: z.boolean(),
  billingAddress: billingFieldsSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, "checkout:errors.paymentMethod"),
  /**
   * "Use my GSTIN for input tax credit": the invoices name the GSTIN and legal name on the buyer's profile (B2B). Only
   * the choice is sent; the server reads the GSTIN itself.
   */
  useGstin: z.boolean().optional(),
};

function requireBillingUnlessSame(value: { billingSameAsShipping: boolean; billingAddress?: unknown }, ctx: z.RefinementCtx) {
  if (value.billingSameAsShipping) return;
  const parsed = postalAddressInputSchema.safeParse(value.billingAddress ?? {});
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: "custom", message: issue.message, path: ["billingAddress", ...issue.path] });
}

/** The checkout form: contact, shipping, billing (when different) and the payment method. Email is read-only. */
export const checkoutDetailsSchema = z.strictObject(checkoutDetailsShape).superRefine(requireBillingUnlessSame);
export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>;

/**
 * POST /api/buyer/checkouts: the cart lines and the form, nothing else. Prices, totals, seller ids and statuses are
 * unknown fields and refused: the server prices everything from the catalogue.
 */
export const checkoutRequestSchema = z
  .strictObject({ ...checkoutDetailsShape, lines: cartLinesSchema })
  .superRefine(requireBillingUnlessSame);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const PAYMENT_MODES = ["simulator", "sandbox", "production"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** All the browser learns of a new checkout: what it needs to open the provider's checkout. */
export const checkoutCreatedSchema = z.object({
  orderId: z.string(),
  paymentSessionId: z.string(),
  /** simulator: open `/simulator/checkout/{paymentSessionId}`; sandbox or production: Cashfree's JS SDK in that mode. */
  paymentMode: z.enum(PAYMENT_MODES),
});
export type CheckoutCreated = z.infer<typeof checkoutCreatedSchema>;

/** POST /api/public/cart/check: the catalogue's current view of cart lines. */
export const cartCheckRequestSchema = z.strictObject({
  lines: z.array(cartLineSchema).max(MAX_CHECKOUT_LINES),
  /** Where the cart would be delivered; left out, a signed-in buyer's default address is used. */
  deliveryPinCode: pinCodeSchema.optional(),
});

export const cartCheckLineSchema = z.object({
  productId: z.string(),
  /** False when the product no longer exists, was deactivated, or its seller was. */
  available: z.boolean(),
  name: z.string().nullable(),
  price: z.number().int(),
  tieredPricing: z.array(priceTierSchema),
  minOrderQuantity: z.number().int(),
  stock: z.number().int(),
  /** The unit price the server would charge for the line's quantity. */
  unitPrice: z.number().int(),
  /** The product's GST rate in percent (listed prices include it); null when the product no longer exists. */
  gstRate: z.number().nullable(),
  /** The GST inside the line at that unit price and quantity, in paise (domain/line-tax.ts); 0 for an unknown product. */
  gstAmount: z.number().int(),
});
export type CartCheckLine = z.infer<typeof cartCheckLineSchema>;
export const cartCheckResponseSchema = z.object({
  lines: z.array(cartCheckLineSchema),
  /** The GST inside the available lines, in paise (freight's GST, at each seller's principal line's rate, comes on top). */
  gstAmount: z.number().int(),
  /** Each seller's freight rule and delivery window for the delivery PIN code; null when no PIN code is known. */
  delivery: cartDeliverySchema.nullable(),
});
export type CartCheckResponse = z.infer<typeof cartCheckResponseSchema>;
