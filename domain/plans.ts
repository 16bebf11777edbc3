/** Subscription plan rules: listing limits, billing periods and payment order ids. */

/** Products a seller may list when no active plan says otherwise. */
export const DEFAULT_PRODUCT_LISTING_LIMIT = 10;

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** active: the plan in force; superseded: replaced by a newer plan or renewal before its end; expired: ran out. */
export const SUBSCRIPTION_STATUSES = ["active", "superseded", "expired", "cancelled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Payment order ids of subscription payments start with this; checkout payments never do. */
export const SUBSCRIPTION_ORDER_PREFIX = "sub_";
/** The payment provider's limit on order ids (Cashfree: at most 45 of A-Z a-z 0-9 _ -). */
export const PAYMENT_ORDER_ID_MAX_LENGTH = 45;
const MAX_SUFFIX_LENGTH = 12;
const FALLBACK_NAME = "order";

/** The active plan's listing limit, or the default when the seller has no active plan. */
export function productListingLimit(activePlanLimit: number | null | undefined): number {
  return activePlanLimit ?? DEFAULT_PRODUCT_LISTING_LIMIT;
}

/** Adding a product is blocked once the seller's product count reaches the limit. */
export function canAddProductListing(currentProductCount: number, listingLimit: number): boolean {
  return currentProductCount < listingLimit;
}

/** When a subscription starting at `start` ends: one calendar month or year later (UTC), clamped to month end. */
export function subscriptionEndDate(start: Date, billingCycle: BillingCycle): Date {
  const months = billingCycle === "monthly" ? 1 : 12;
  const targetMonth = start.getUTCMonth() + months;
  const end = new Date(start.getTime());
  const lastDayOfTarget = new Date(Date.UTC(start.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(targetMonth);
  end.setUTCDate(Math.min(start.getUTCDate(), lastDayOfTarget));
  return end;
}

export function isSubscriptionPaymentOrderId(id: string): boolean {
  return id.startsWith(SUBSCRIPTION_ORDER_PREFIX);
}

/** Keeps letters, digits, `_` and `-`; whitespace becomes `_` and accents are dropped ("Café Mugs" -> "Cafe_Mugs"). */
function sanitiseIdPart(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\s+/g, "_")
    .replace(/[^A-Za-z0-9_-]/g, "")
    .replace(/_+/g, "_")
    .replace(/^_+|_+$/g, "");
}

function timestampOf(now: Date): string {
  const milliseconds = now.getTime();
  if (!Number.isSafeInteger(milliseconds) || milliseconds < 0) throw new RangeError("now must be a valid date");
  return String(milliseconds);
}

function buildPaymentOrderId(fixedPrefix: string, name: string, now: Date, suffix: string | undefined): string {
  const timestamp = timestampOf(now);
  const cleanSuffix = sanitiseIdPart(suffix ?? "").slice(0, MAX_SUFFIX_LENGTH);
  const tail = `_${timestamp}${cleanSuffix ? `_${cleanSuffix}` : ""}`;
  const room = PAYMENT_ORDER_ID_MAX_LENGTH - fixedPrefix.length - tail.length;
  // Only the name is ever shortened: the timestamp (and suffix) keep ids unique.
  const shortName = sanitiseIdPart(sanitiseIdPart(name).slice(0, room)) || FALLBACK_NAME.slice(0, room);
  return `${fixedPrefix}${shortName}${tail}`;
}

/**
 * The payment provider's order id for a checkout: the product name (sanitised, shortened to fit), then the
 * timestamp in milliseconds, then an optional caller-supplied random suffix (e.g. from crypto.randomUUID()).
 * Always 1 to 45 characters of A-Z a-z 0-9 _ -, and never mistaken for a subscription payment.
 */
export function makePaymentOrderId(productName: string, now: Date, suffix?: string): string {
  const name = sanitiseIdPart(productName);
  const unambiguousName = isSubscriptionPaymentOrderId(`${name}_`) ? `${FALLBACK_NAME}_${name}` : name;
  return buildPaymentOrderId("", unambiguousName, now, suffix);
}

/** The payment provider's order id for a subscription payment: "sub_" + plan name + timestamp (+ suffix). */
export function makeSubscriptionPaymentOrderId(planName: string, now: Date, suffix?: string): string {
  return buildPaymentOrderId(SUBSCRIPTION_ORDER_PREFIX, planName, now, suffix);
}
