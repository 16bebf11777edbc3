import type { CartUpdate } from "@domain/schemas/cart";
import { api, dataOf } from "@web/lib/api";

/** POST /api/buyer/cart/merge: a visitor's local lines into the account's cart. */
export const mergeIntoServerCart = (lines: { productId: string; quantity: number }[]): Promise<CartUpdate> =>
  dataOf(api.POST("/api/buyer/cart/merge", { body: { lines } }));
