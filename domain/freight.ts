/**
 * Freight: what a seller charges to carry an order, by the zone between its dispatch address and the delivery
 * address. All money in integer paise.
 */
export const FREIGHT_ZONES = ["same_city", "same_state", "rest_of_india"] as const;
export type FreightZone = (typeof FREIGHT_ZONES)[number];

export const FREIGHT_CHARGE_KINDS = ["flat", "per_unit"] as const;
export type FreightChargeKind = (typeof FREIGHT_CHARGE_KINDS)[number];

/** One zone's rule: a flat charge per order or a charge per unit, waived when the goods reach `freeAbove`. */
export type ZoneFreight = { kind: FreightChargeKind; amount: number; freeAbove: number | null };
export type FreightRules = Record<FreightZone, ZoneFreight>;

/** Where a PIN code lies, from India Post's directory: its state (as in india/states.ts) and district. */
export type PinCodePlace = { state: string; district: string };

/**
 * What a seller charges when it has set no rules of its own: free above a goods value that grows with the distance,
 * otherwise a flat charge per order (₹100 in the same city, ₹200 in the same state, ₹400 elsewhere; free from
 * ₹5,000, ₹10,000 and ₹20,000). A seller changes them in Settings → Shipping.
 */
export const DEFAULT_FREIGHT_RULES: FreightRules = {
  same_city: { kind: "flat", amount: 10_000, freeAbove: 500_000 },
  same_state: { kind: "flat", amount: 20_000, freeAbove: 1_000_000 },
  rest_of_india: { kind: "flat", amount: 40_000, freeAbove: 2_000_000 },
};

/** Days to pack and hand over an order when neither the product nor the seller says. */
export const DEFAULT_DISPATCH_DAYS = 2;
export const MAX_DISPATCH_DAYS = 30;
/** Working days (Sundays skipped) a consignment takes on the road, fewest and most, by zone. */
export const TRANSIT_DAYS: Record<FreightZone, { min: number; max: number }> = {
  same_city: { min: 1, max: 2 },
  same_state: { min: 2, max: 4 },
  rest_of_india: { min: 4, max: 7 },
};

/**
 * The zone between the dispatch and delivery places: the same district is the same city. An unknown place (a PIN
 * code the directory does not list, a seller with no address) counts as the rest of India, the dearest zone.
 */
export function freightZone(from: PinCodePlace | null, to: PinCodePlace | null): FreightZone {
  if (!from || !to || from.state !== to.state) return "rest_of_india";
  return from.district === to.district ? "same_city" : "same_state";
}

/** One zone's charge for goods worth `goodsValue` paise in `units` units: nothing once the goods reach `freeAbove`. */
export function zoneFreightCharge(rule: ZoneFreight, goodsValue: number, units: number): number {
  if (rule.freeAbove !== null && goodsValue >= rule.freeAbove) return 0;
  return rule.kind === "per_unit" ? rule.amount * units : rule.amount;
}

/** The freight of one seller's order: its rules (or the defaults) for the zone. */
export function orderFreight(rules: FreightRules | null, zone: FreightZone, goodsValue: number, units: number): number {
  return zoneFreightCharge((rules ?? DEFAULT_FREIGHT_RULES)[zone], goodsValue, units);
}

/**
 * Freight per seller from each seller's rule for the delivery zone (as the cart check answers them): what
 * priceCheckout asks for, in the browser and on the server alike. A seller without terms is charged nothing.
 */
export function freightOfTerms(terms: readonly { sellerId: string; freight: ZoneFreight }[]) {
  const bySeller = new Map(terms.map((t) => [t.sellerId, t.freight]));
  return ({ sellerId, goods, units }: { sellerId: string; goods: number; units: number }): number => {
    const rule = bySeller.get(sellerId);
    return rule ? zoneFreightCharge(rule, goods, units) : 0;
  };
}

/** Days before an order leaves: the slowest of its products, else the seller's own default, else ours. */
export function orderDispatchDays(productDays: readonly (number | null)[], sellerDays: number | null): number {
  const known = productDays.filter((d): d is number => d !== null);
  if (known.length > 0) return Math.max(...known);
  return sellerDays ?? DEFAULT_DISPATCH_DAYS;
}

/** An ISO date ("2026-12-03") in India, the day `at` falls on there. */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10);
}

/** `days` working days after an ISO date, skipping Sundays (couriers in India do not deliver on them). */
export function addWorkingDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) left -= 1;
  }
  // A window never ends on a Sunday, even with no days to add.
  while (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export type DeliveryWindow = { earliest: string; latest: string };

/** When an order placed on `orderDate` (India's calendar) should arrive: dispatch days, then the zone's transit. */
export function deliveryWindow(orderDate: string, dispatchDays: number, zone: FreightZone): DeliveryWindow {
  const transit = TRANSIT_DAYS[zone];
  return {
    earliest: addWorkingDays(orderDate, dispatchDays + transit.min),
    latest: addWorkingDays(orderDate, dispatchDays + transit.max),
  };
}
