/**
 * The seller's and the admin's review queries, each under one root, so a reply refreshes the seller's pages and a
 * decision refreshes every admin queue (a hidden review leaves Reported and joins Hidden).
 */
export const sellerReviewKeys = {
  all: ["seller", "reviews"] as const,
  list: (filter: string, cursor: string | null) => [...sellerReviewKeys.all, "list", filter, cursor] as const,
};

export const adminReviewKeys = {
  all: ["admin", "reviews"] as const,
  list: (filter: string, cursor: string | null) => [...adminReviewKeys.all, "list", filter, cursor] as const,
};
