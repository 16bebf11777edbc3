import { type InfiniteData, infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewSort } from "@domain/reviews";
import type { HelpfulVote, ReviewPage, ReviewReport } from "@domain/schemas/reviews";
import { api, dataOf } from "@web/lib/api";
import { useCurrentUser } from "@web/lib/current-user";

/**
 * A product page's reviews. The key names who reads them ("visitor", or the signed-in user's id): the server renders
 * a visitor's page, and a signed-in reader's own helpful votes come from a fetch of its own, never from that cache.
 */
export const productReviewKeys = {
  product: (productId: string) => ["reviews", "product", productId] as const,
  list: (productId: string, sort: ReviewSort, reader: string) => [...productReviewKeys.product(productId), sort, reader] as const,
};

/** GET /api/public/products/:productId/reviews, one "Load more" page at a time. */
export const productReviewsQueryOptions = (productId: string, sort: ReviewSort, reader: string) =>
  infiniteQueryOptions({
    queryKey: productReviewKeys.list(productId, sort, reader),
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET("/api/public/products/{productId}/reviews", {
          params: { path: { productId }, query: { sort, cursor: pageParam ?? undefined } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    retryOnMount: false,
  });

/**
 * The reviews of the pages loaded so far, each once: a page is read after the one before it, so a review whose
 * helpful count fell in between (a vote taken back) is behind the earlier page's cursor and comes again.
 */
export function reviewsOnScreen(pages: readonly ReviewPage[]): ReviewPage["items"] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.items).filter((review) => !seen.has(review.id) && Boolean(seen.add(review.id)));
}

export function useProductReviews(productId: string, sort: ReviewSort) {
  const { data: me } = useCurrentUser();
  // Until the session is known (and on the server) the page reads as a visitor's; the previous list stays on screen
  // while the signed-in reader's own is fetched.
  return useInfiniteQuery({ ...productReviewsQueryOptions(productId, sort, me?.user.id ?? "visitor"), placeholderData: keepPreviousData });
}

/**
 * POST (vote) or DELETE (take back) /api/reviews/:reviewId/helpful. The answer is written into the pages on screen
 * in place: re-fetching would re-sort a "most helpful" list under the reader's finger.
 */
export function useHelpfulVote(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, helpful }: { reviewId: string; helpful: boolean }) => {
      const params = { path: { reviewId } };
      return dataOf(helpful ? api.POST("/api/reviews/{reviewId}/helpful", { params }) : api.DELETE("/api/reviews/{reviewId}/helpful", { params }));
    },
    onSuccess: (vote: HelpfulVote, { reviewId }) => {
      queryClient.setQueriesData<InfiniteData<ReviewPage>>({ queryKey: productReviewKeys.product(productId) }, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === reviewId ? { ...item, ...vote } : item)) })) }
          : data,
      );
    },
  });
}

/** POST /api/reviews/:reviewId/reports: a reason, and a note (required for "other"). */
export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, report }: { reviewId: string; report: ReviewReport }) =>
      dataOf(api.POST("/api/reviews/{reviewId}/reports", { params: { path: { reviewId } }, body: { reason: report.reason, note: report.note ?? "" } })),
  });
}
