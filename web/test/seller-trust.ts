import type { SellerTrust } from "@domain/schemas/seller-trust";

/** For tests: a seller with nothing judged yet (no reviews, enquiries or deliveries), verified, in its first year. */
export const NEW_SELLER_TRUST: SellerTrust = {
  rating: { count: 0, averageTenths: 0, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percent: 0 })) },
  responseRatePercent: null,
  medianResponseMinutes: null,
  enquiriesReceived: 0,
  ordersDelivered: 0,
  onTimePercent: null,
  yearsOnPlatform: 0,
  verified: true,
};
