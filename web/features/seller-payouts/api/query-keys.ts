/** Every seller-payout query lives under one root, so a new query can refresh them all at once. */
export const sellerPayoutKeys = {
  all: ["seller-payouts"] as const,
  list: (page: number, q?: string) => [...sellerPayoutKeys.all, "list", page, q ?? ""] as const,
};
