import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { buyerReviewKeys } from "./buyer-review-keys";

/** DELETE /api/buyer/reviews/:reviewId */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviewId: string) => {
      await api.DELETE("/api/buyer/reviews/{reviewId}", { params: { path: { reviewId } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buyerReviewKeys.all }),
  });
}
