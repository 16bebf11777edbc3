import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderItemReviewState } from "@domain/schemas/buyer-reviews";
import { api, dataOf } from "@web/lib/api";
import { buyerReviewKeys } from "./buyer-review-keys";

/** GET /api/buyer/orders/:orderId/reviews: per item, "Write a review" or the review written. */
export function useOrderReviewStates(orderId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: buyerReviewKeys.order(orderId),
      queryFn: ({ signal }) => dataOf(api.GET("/api/buyer/orders/{orderId}/reviews", { params: { path: { orderId } }, signal })),
      enabled,
      select: (data) => new Map<string, OrderItemReviewState>(data.items.map((item) => [item.orderItemId, item])),
    }),
  );
}
