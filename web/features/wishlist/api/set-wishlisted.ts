import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { wishlistKeys } from "./query-keys";

/** PUT (save) or DELETE (remove) /api/buyer/wishlist/:productId; both are idempotent. */
export function useSetWishlisted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, saved }: { productId: string; saved: boolean }) => {
      const params = { path: { productId } };
      return dataOf(saved ? api.PUT("/api/buyer/wishlist/{productId}", { params }) : api.DELETE("/api/buyer/wishlist/{productId}", { params }));
    },
    onSuccess: async (status) => {
      queryClient.setQueryData(wishlistKeys.status(status.productId), status);
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.list() });
    },
  });
}
