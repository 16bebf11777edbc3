import type { FreightRules } from "@domain/freight";
import type { Executor } from "../client";
import { sellerShipping } from "../schema";

/**
 * The demo sellers' own freight: ₹150 an order in their city, ₹250 in their state, ₹15 a unit elsewhere, free from
 * ₹10,000 of goods anywhere (a wholesale order of the demo catalogue's minimums usually is; a small one pays).
 */
export const DEMO_FREIGHT_RULES: FreightRules = {
  same_city: { kind: "flat", amount: 15_000, freeAbove: 1_000_000 },
  same_state: { kind: "flat", amount: 25_000, freeAbove: 1_000_000 },
  rest_of_india: { kind: "per_unit", amount: 1_500, freeAbove: 1_000_000 },
};

export async function seedDemoShipping(db: Executor, sellers: readonly { id: string }[]) {
  await db.insert(sellerShipping).values(sellers.map((seller) => ({ sellerId: seller.id, freightRules: DEMO_FREIGHT_RULES, dispatchDays: 2 })));
}
