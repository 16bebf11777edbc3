import { z } from "zod";
import { ORDER_NUMBER_PATTERN } from "../order-number";

/** The order's one human-readable number (domain/order-number.ts), shown on every screen, email and export. */
export const orderNumberSchema = z.string().regex(ORDER_NUMBER_PATTERN).describe("e.g. BB-2611-004217");

/**
 * `q` of an order-bearing list: an order number as a person types it ("BB-2611-004217", "2611-4217", "004217"),
 * matched exactly when it reads as one (normaliseOrderNumberQuery) and as a part of the number otherwise.
 */
export const orderSearchSchema = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((q) => q || undefined);
