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
