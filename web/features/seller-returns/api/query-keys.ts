/** Every seller-return query lives under one root, so a decision can refresh them all at once. */
export const sellerReturnKeys = {
  all: ["seller-returns"] as const,
  list: (page: number, q?: string) => [...sellerReturnKeys.all, "list", page, q ?? ""] as const,
};
