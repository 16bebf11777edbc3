import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerReviewKeys } from "./review-moderation-keys";

/** PUT /api/seller/reviews/:reviewId/reply {text}: writes or changes the seller's public reply. */
export function useReplyToReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => dataOf(api.PUT("/api/seller/reviews/{reviewId}/reply", { params: { path: { reviewId } }, body: { text } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerReviewKeys.all }),
  });
}
