/** Every seller-payout query lives under one root, so a new query can refresh them all at once. */
export const sellerPayoutKeys = {
  all: ["seller-payouts"] as const,
  list: (page: number) => [...sellerPayoutKeys.all, "list", page] as const,
};
