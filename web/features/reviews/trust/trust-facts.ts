import type { SellerTrust } from "@domain/schemas/seller-trust";
import type { TFunction } from "i18next";
import { formatNumber } from "@web/lib/format-date";
import { responseTimeInWords } from "./response-time";

export type TrustFact = { key: "responseRate" | "responseTime" | "delivered" | "onTime" | "years"; text: string };

/**
 * The sentences a seller's trust figures read as ("Responds to 92% of enquiries", "Usually replies within 2 hours",
 * "1,234 orders delivered", "96% delivered on time", "3 years on the platform"); a figure with nothing to judge is
 * left out rather than shown as 0. `t` is the "reviews" namespace's.
 */
export function trustFacts(trust: SellerTrust, t: TFunction<"reviews">): TrustFact[] {
  const facts: TrustFact[] = [];
  if (trust.responseRatePercent !== null) facts.push({ key: "responseRate", text: t("trust.responseRate", { percent: trust.responseRatePercent }) });
  if (trust.medianResponseMinutes !== null) {
    const { unit, count } = responseTimeInWords(trust.medianResponseMinutes);
    facts.push({ key: "responseTime", text: t(`trust.responseTime.${unit}`, { count }) });
  }
  if (trust.ordersDelivered > 0) {
    facts.push({ key: "delivered", text: t("trust.ordersDelivered", { count: trust.ordersDelivered, formatted: formatNumber(trust.ordersDelivered) }) });
  }
  if (trust.onTimePercent !== null) facts.push({ key: "onTime", text: t("trust.onTime", { percent: trust.onTimePercent }) });
  facts.push({ key: "years", text: trust.yearsOnPlatform === 0 ? t("trust.newSeller") : t("trust.years", { count: trust.yearsOnPlatform }) });
  return facts;
}
