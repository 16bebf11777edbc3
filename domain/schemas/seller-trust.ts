import { z } from "zod";
import { ratingSummarySchema } from "./reviews";

/**
 * What a buyer checks before trading with a seller it has never met (issue 33): the rating of its products, how it
 * answers enquiries and delivers (domain/trust-signals.ts, computed by the trust-signals job over the last 90 days),
 * how long it has traded here and whether it is verified. Null where there is nothing to judge yet.
 */
export const sellerTrustSchema = z.object({
  rating: ratingSummarySchema,
  /** Percent of the window's enquiries the seller answered. */
  responseRatePercent: z.number().int().nullable(),
  /** Median minutes from a buyer's first message to the seller's first answer. */
  medianResponseMinutes: z.number().int().nullable(),
  enquiriesReceived: z.number().int(),
  /** Orders delivered, all time. */
  ordersDelivered: z.number().int(),
  /** Percent of the window's deliveries that arrived within the window promised at checkout. */
  onTimePercent: z.number().int().nullable(),
  /** Whole years since the seller joined (0: in its first year). */
  yearsOnPlatform: z.number().int(),
  verified: z.boolean(),
});
export type SellerTrust = z.infer<typeof sellerTrustSchema>;
