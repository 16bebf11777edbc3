/** Tier pricing, line totals, the product quantity stepper and the cash-on-delivery advance. All money in paise. */
import { allocateProportionally, assertPaise, percentOf } from "./money";
import type { PaymentMethod } from "./orders";
// A type only: the pricing rules load without zod.
import type { PriceTier } from "./schemas/price-tier";

export type { PriceTier };

export interface TierPricedProduct {
  /** Base unit price in paise; 0 when the seller priced the product only by tiers. */
  price: number;
  tieredPricing?: readonly PriceTier[] | null;
}

export const DEFAULT_MIN_ORDER_QUANTITY = 1;
/** Cash on delivery: this share of the total is paid online up front, the rest on delivery. */
export const COD_ADVANCE_PERCENT = 10;

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative integer, got ${String(quantity)}`);
  }
}

/** The tier with the highest quantity threshold not above the quantity (the first such tier on a tie), or null. */
export function applicableTier(product: TierPricedProduct, quantity: number): PriceTier | null {
  assertQuantity(quantity);
  let best: PriceTier | null = null;
  for (const tier of product.tieredPricing ?? []) {
    if (tier.quantity <= quantity && (best === null || tier.quantity > best.quantity)) best = tier;
  }
  return best;
}

/** The unit price for buying `quantity`: the applicable tier's price, otherwise the base price. */
export function applicableUnitPrice(product: TierPricedProduct, quantity: number): number {
  const unitPrice = applicableTier(product, quantity)?.price ?? product.price;
  assertPaise(unitPrice, "unit price");
  return unitPrice;
}

export function lineTotal(unitPrice: number, quantity: number): number {
  assertPaise(unitPrice, "unit price");
  assertQuantity(quantity);
  const total = unitPrice * quantity;
  assertPaise(total, "line total");
  return total;
}

/** The price a product card shows: the base price, else the first tier's price, else null (shown as "N/A"). */
export function displayPrice(product: TierPricedProduct): number | null {
  if (product.price > 0) return product.price;
  return product.tieredPricing?.[0]?.price ?? null;
}

export interface QuantityLimits {
  minOrderQuantity?: number | null;
  /** Omit for no upper bound (the cart does not cap by stock; the server checks stock at checkout). */
  stock?: number | null;
}

/**
 * Keeps a typed or stepped quantity between the minimum order quantity (default 1) and the stock.
 * When stock is below the minimum nothing can be bought, and the minimum is returned.
 */
export function clampQuantity(quantity: number, limits: QuantityLimits): number {
  const minimum = Math.max(1, limits.minOrderQuantity ?? DEFAULT_MIN_ORDER_QUANTITY);
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : minimum;
  const withMinimum = Math.max(wanted, minimum);
  if (limits.stock === null || limits.stock === undefined) return withMinimum;
  return Math.max(minimum, Math.min(withMinimum, limits.stock));
}

/** The online advance for a cash-on-delivery checkout: 10% of the total, rounded half-up to the paisa. */
export function codAdvance(totalPaise: number): number {
  return percentOf(totalPaise, COD_ADVANCE_PERCENT);
}

/**
 * Splits the checkout's advance across its sellers' orders (one order per seller) in proportion to their
 * totals, so the orders' advances sum exactly to the advance the buyer paid.
 */
export function splitCodAdvance(sellerTotals: readonly number[]): number[] {
  const checkoutTotal = sellerTotals.reduce((sum, total) => sum + total, 0);
  return allocateProportionally(codAdvance(checkoutTotal), sellerTotals);
}

export function amountDueOnDelivery(totalPaise: number, advancePaise: number): number {
  assertPaise(totalPaise, "total");
  assertPaise(advancePaise, "advance");
  if (advancePaise < 0 || advancePaise > totalPaise) {
    throw new RangeError(`advance ${advancePaise} must be between 0 and the total ${totalPaise}`);
  }
  return totalPaise - advancePaise;
}

/** What the buyer pays online at checkout: everything for online payment, the advance for cash on delivery. */
export function amountPayableOnline(totalPaise: number, paymentMethod: PaymentMethod): number {
  assertPaise(totalPaise, "total");
  return paymentMethod === "cod" ? codAdvance(totalPaise) : totalPaise;
}
