import { z } from "zod";
import { MAX_CHECKOUT_LINES, MAX_LINE_QUANTITY } from "../checkout-limits";
import { priceTierSchema } from "./price-tier";

/**
 * A signed-in buyer's cart, stored on the server (it follows the account to every device). Each line is answered
 * with its product's current name, image, seller, prices, minimum order and stock: the cart shows what checkout
 * would charge today.
 */
export const serverCartLineSchema = z.object({
  productId: z.string(),
  quantity: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  sellerId: z.string(),
  sellerName: z.string().nullable(),
  /** False when the product was deactivated, or its seller was: the line waits to be removed. */
  available: z.boolean(),
  price: z.number().int().describe("paise"),
  tieredPricing: z.array(priceTierSchema),
  minOrderQuantity: z.number().int(),
  stock: z.number().int(),
  /** The unit price checkout would charge for this quantity (the quote's, for a quoted line). */
  unitPrice: z.number().int().describe("paise"),
  /** An accepted quotation pricing the line: its quantity is fixed and its unit price replaces the tiers. */
  quote: z.object({ id: z.string(), unitPrice: z.number().int().describe("paise") }).nullable(),
});
export type ServerCartLine = z.infer<typeof serverCartLineSchema>;

export const cartSchema = z.object({ lines: z.array(serverCartLineSchema) });
export type Cart = z.infer<typeof cartSchema>;

const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

/** PUT /api/buyer/cart/lines/{productId}: the quantity to hold (raised to the minimum order, capped by the stock). */
export const setCartLineSchema = z.strictObject({ quantity });

/** POST /api/buyer/cart/lines: adds to the product's line (or starts one). */
export const addCartLineSchema = z.strictObject({ productId: z.uuid(), quantity });

/** POST /api/buyer/cart/merge: a visitor's local cart, taken into the account's at sign-in. */
export const mergeCartSchema = z.strictObject({
  lines: z.array(z.strictObject({ productId: z.uuid(), quantity })).max(MAX_CHECKOUT_LINES),
});

export const CART_CHANGE_KINDS = ["unavailable", "outOfStock", "raisedToMinimum", "capped", "priceChanged", "quoted", "cartFull"] as const;
export type CartChangeKind = (typeof CART_CHANGE_KINDS)[number];

/**
 * What the server did differently from what was asked, per product: left it out (unavailable, out of stock, a
 * quoted line already holds it, the cart is full), changed the quantity (`quantity` is what the line now holds), or
 * (reorder) charges another unit price than the order paid (`previousPrice` → `price`).
 */
export const cartChangeSchema = z.object({
  productId: z.string().nullable(),
  name: z.string().nullable(),
  kind: z.enum(CART_CHANGE_KINDS),
  quantity: z.number().int().optional(),
  previousPrice: z.number().int().optional(),
  price: z.number().int().optional(),
});
export type CartChange = z.infer<typeof cartChangeSchema>;

/** The answer to a change of several lines: the cart as it now is, what went in, and what differed. */
export const cartUpdateSchema = z.object({
  cart: cartSchema,
  added: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number().int() })),
  changes: z.array(cartChangeSchema),
});
export type CartUpdate = z.infer<typeof cartUpdateSchema>;
