/**
 * How much one cart line may hold: what the server accepts in one checkout line. Kept apart from the checkout
 * schemas so the cart store (read by the header on every page) does not download a validation library.
 */
export const MAX_LINE_QUANTITY = 1_000_000;
