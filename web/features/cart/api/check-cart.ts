import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import type { CartLine } from "../cart-store";

/**
 * POST /api/public/cart/check: the catalogue's current price, tiers, stock and availability of the cart's products,
 * and each seller's freight rule and delivery window for a delivery PIN code (without one, a signed-in buyer's
 * default address).
 */
export const cartCheckQueryOptions = (lines: readonly Pick<CartLine, "productId" | "quantity">[], deliveryPinCode?: string | null) =>
  queryOptions({
    // Keyed by products only: tier prices and freight for a new quantity are worked out locally from the answer.
    queryKey: ["cart-check", lines.map((l) => l.productId).sort(), deliveryPinCode ?? null],
    queryFn: ({ signal }) =>
      dataOf(
        api.POST("/api/public/cart/check", {
          body: {
            lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
            ...(deliveryPinCode ? { deliveryPinCode } : {}),
          },
          signal,
        }),
      ),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useCartCheck(lines: readonly Pick<CartLine, "productId" | "quantity">[], deliveryPinCode?: string | null) {
  return useQuery(cartCheckQueryOptions(lines, deliveryPinCode));
}
