import type { CartCheckResponse } from "@domain/schemas/checkout";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import type { CartLine } from "../cart-store";

/** POST /api/public/cart/check: the catalogue's current price, tiers, stock and availability of the cart's products. */
export const cartCheckQueryOptions = (lines: readonly Pick<CartLine, "productId" | "quantity">[]) =>
  queryOptions({
    // Keyed by products only: tier prices for a new quantity are worked out locally from the tiers answered.
    queryKey: ["cart-check", lines.map((l) => l.productId).sort()],
    queryFn: ({ signal }) =>
      apiFetch<CartCheckResponse>("/api/public/cart/check", {
        method: "POST",
        body: { lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })) },
        signal,
      }),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useCartCheck(lines: readonly Pick<CartLine, "productId" | "quantity">[]) {
  return useQuery(cartCheckQueryOptions(lines));
}
