import type { WishlistStatus } from "@domain/schemas/wishlist";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";
import { wishlistKeys } from "./query-keys";

/** PUT (save) or DELETE (remove) /api/buyer/wishlist/:productId; both are idempotent. */
export function useSetWishlisted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, saved }: { productId: string; saved: boolean }) =>
      apiFetch<WishlistStatus>(`/api/buyer/wishlist/${encodeURIComponent(productId)}`, { method: saved ? "PUT" : "DELETE" }),
    onSuccess: async (status) => {
      queryClient.setQueryData(wishlistKeys.status(status.productId), status);
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.list() });
    },
  });
}
