import type { SellerReturnAction } from "@domain/schemas/seller-returns";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerReturnKeys } from "./query-keys";

/**
 * POST /api/seller/returns/:returnId/approve | reject | complete: no body; answers the request as it now is. The server
 * refuses (409) a decision on a request that is no longer pending, or completing one that is not approved.
 */
export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sellerReturnKeys.all,
    mutationFn: ({ returnId, action }: { returnId: string; action: SellerReturnAction }) => {
      const params = { params: { path: { returnId } } };
      if (action === "approve") return dataOf(api.POST("/api/seller/returns/{returnId}/approve", params));
      if (action === "reject") return dataOf(api.POST("/api/seller/returns/{returnId}/reject", params));
      return dataOf(api.POST("/api/seller/returns/{returnId}/complete", params));
    },
    // Done or refused, the table shows every request as the server now has it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerReturnKeys.all }),
  });
}
