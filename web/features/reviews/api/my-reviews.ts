import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { buyerReviewKeys } from "./buyer-review-keys";

/** GET /api/buyer/reviews: "My reviews", newest first, one "Load more" page at a time. */
export const myReviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: buyerReviewKeys.list(),
    queryFn: ({ pageParam, signal }) => dataOf(api.GET("/api/buyer/reviews", { params: { query: { cursor: pageParam ?? undefined } }, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // A seller's reply or a moderator's decision changes a review without the buyer doing anything.
    staleTime: 0,
  });

export function useMyReviews() {
  return useInfiniteQuery(myReviewsQueryOptions());
}

/** GET /api/buyer/reviews/:reviewId: one's review in full, for the edit dialog. */
export function useMyReview(reviewId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: buyerReviewKeys.detail(reviewId),
      queryFn: ({ signal }) => dataOf(api.GET("/api/buyer/reviews/{reviewId}", { params: { path: { reviewId } }, signal })),
      enabled,
    }),
  );
}
