import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import type { CartLine } from "../cart-store";

/** POST /api/public/cart/check: the catalogue's current price, tiers, stock and availability of the cart's products. */
export const cartCheckQueryOptions = (lines: readonly Pick<CartLine, "productId" | "quantity">[]) =>
  queryOptions({
    // Keyed by products only: tier prices for a new quantity are worked out locally from the tiers answered.
    queryKey: ["cart-check", lines.map((l) => l.productId).sort()],
    queryFn: ({ signal }) =>
      dataOf(
        api.POST("/api/public/cart/check", {
          body: { lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })) },
          signal,
        }),
      ),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useCartCheck(lines: readonly Pick<CartLine, "productId" | "quantity">[]) {
  return useQuery(cartCheckQueryOptions(lines));
}
