/**
 * How much one checkout may hold. Kept apart from the zod schemas (domain/schemas/checkout.ts) so the product page
 * and the cart, which clamp quantities to them, do not download a validation library to read two numbers.
 */

/** Lines a checkout (or a cart check) may hold: a B2B cart is short; 100 distinct products is generous. */
export const MAX_CHECKOUT_LINES = 100;
export const MAX_LINE_QUANTITY = 1_000_000;
