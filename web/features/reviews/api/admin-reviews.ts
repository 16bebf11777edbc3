import type { AdminReviewFilter } from "@domain/schemas/admin-reviews";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { adminReviewKeys } from "./review-moderation-keys";

/** GET /api/admin/reviews: a page of reported, hidden or all reviews, with their open reports. */
export function useAdminReviews(filter: AdminReviewFilter, cursor: string | null) {
  return useQuery({
    queryKey: adminReviewKeys.list(filter, cursor),
    queryFn: ({ signal }) => dataOf(api.GET("/api/admin/reviews", { params: { query: { filter, cursor: cursor ?? undefined, limit: 20 } }, signal })),
    placeholderData: keepPreviousData,
    // Reports keep arriving: look again on every visit.
    staleTime: 0,
  });
}
