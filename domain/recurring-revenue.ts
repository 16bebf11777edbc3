/**
 * Monthly recurring revenue of the subscriptions in force, in integer paise: a monthly subscription brings its plan's
 * monthly price; a yearly one a twelfth of the yearly price. The twelfths are summed per group before rounding (half
 * up), so the figure does not drift with the number of subscribers. GST is not revenue, so it is left out.
 */
import { assertPaise } from "./money";
import type { BillingCycle } from "./plans";

export type SubscriberGroup = { billingCycle: BillingCycle; priceMonthly: number; priceYearly: number; subscribers: number };

export function monthlyRecurringRevenue(groups: readonly SubscriberGroup[]): number {
  let monthly = 0n;
  let yearlyTotal = 0n;
  for (const group of groups) {
    assertPaise(group.priceMonthly, "priceMonthly");
    assertPaise(group.priceYearly, "priceYearly");
    if (!Number.isSafeInteger(group.subscribers) || group.subscribers < 0) throw new RangeError("subscribers must be a whole number");
    if (group.billingCycle === "monthly") monthly += BigInt(group.priceMonthly) * BigInt(group.subscribers);
    else yearlyTotal += BigInt(group.priceYearly) * BigInt(group.subscribers);
  }
  return Number(monthly + (yearlyTotal * 2n + 12n) / 24n);
}
