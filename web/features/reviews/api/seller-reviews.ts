import type { SellerReviewFilter } from "@domain/schemas/seller-reviews";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { sellerReviewKeys } from "./review-moderation-keys";

/** GET /api/seller/reviews: a page of the seller's products' reviews (newest first) and its overall rating. */
export function useSellerReviews(filter: SellerReviewFilter, cursor: string | null) {
  return useQuery({
    queryKey: sellerReviewKeys.list(filter, cursor),
    queryFn: ({ signal }) => dataOf(api.GET("/api/seller/reviews", { params: { query: { filter, cursor: cursor ?? undefined, limit: 20 } }, signal })),
    placeholderData: keepPreviousData,
  });
}
