import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { adminReviewKeys } from "./review-moderation-keys";

export type ModerationAction = "hide" | "restore" | "dismiss-reports";

const paths = {
  hide: "/api/admin/reviews/{reviewId}/hide",
  restore: "/api/admin/reviews/{reviewId}/restore",
  "dismiss-reports": "/api/admin/reviews/{reviewId}/dismiss-reports",
} as const;

/** POST /api/admin/reviews/:reviewId/{hide|restore|dismiss-reports} {reason}: one audited decision on a review. */
export function useModerateReview(reviewId: string, action: ModerationAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => dataOf(api.POST(paths[action], { params: { path: { reviewId } }, body: { reason } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }),
  });
}
