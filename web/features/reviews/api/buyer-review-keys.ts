/** Every query of the buyer's own reviews under one root, so a write refreshes "My reviews" and the order page alike. */
export const buyerReviewKeys = {
  all: ["buyer-reviews"] as const,
  list: () => [...buyerReviewKeys.all, "list"] as const,
  detail: (reviewId: string) => [...buyerReviewKeys.all, "detail", reviewId] as const,
  order: (orderId: string) => [...buyerReviewKeys.all, "order", orderId] as const,
};
