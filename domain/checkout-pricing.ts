/** Pricing a whole checkout from catalogue data: lines at tier prices, one group per seller, what is paid now. */
import { applicableUnitPrice, codAdvance, lineTotal, splitCodAdvance, type PriceTier } from "./pricing";
import type { PaymentMethod } from "./orders";

export interface CatalogueLine {
  productId: string;
  sellerId: string;
  name: string;
  quantity: number;
  /** Base unit price in paise. */
  price: number;
  tieredPricing: readonly PriceTier[];
  /** An accepted quotation's unit price, which replaces the tiers for this line (checked by the server first). */
  quote?: { id: string; unitPrice: number };
}

export interface PricedLine {
  productId: string;
  sellerId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The quotation that priced the line; used once, when the checkout is paid. */
  quoteId?: string;
}

export interface SellerShare {
  sellerId: string;
  /** The goods: the sum of the seller's lines. */
  goods: number;
  /** What the seller charges to carry them (its freight rules for the delivery zone). */
  freight: number;
  /** What the seller's order is worth: goods and freight. */
  total: number;
  /** Paid online now for this seller's order: the whole total (online) or its share of the COD advance. */
  advance: number;
}

export interface PricedCheckout {
  lines: PricedLine[];
  /** In the order sellers first appear in the cart; one order per seller is created from these. */
  sellers: SellerShare[];
  /** Goods and freight of every seller. */
  total: number;
  /** Charged online at checkout: the total, or the 10% COD advance, which the sellers' advances sum to exactly. */
  payNow: number;
}

/** One seller's part of the cart, as freight is charged on it: the goods' value and the number of units. */
export type SellerGoods = { sellerId: string; goods: number; units: number };
/** A seller's freight for its goods (domain/freight.ts orderFreight with its rules and zone); none when not given. */
export type FreightOf = (seller: SellerGoods) => number;

export function priceCheckout(lines: readonly CatalogueLine[], paymentMethod: PaymentMethod, freightOf: FreightOf = () => 0): PricedCheckout {
  const priced = lines.map((line): PricedLine => {
    const unitPrice = line.quote ? line.quote.unitPrice : applicableUnitPrice(line, line.quantity);
    return {
      productId: line.productId,
      sellerId: line.sellerId,
      name: line.name,
      quantity: line.quantity,
      unitPrice,
      lineTotal: lineTotal(unitPrice, line.quantity),
      ...(line.quote ? { quoteId: line.quote.id } : {}),
    };
  });
  const goods = new Map<string, { goods: number; units: number }>();
  for (const line of priced) {
    const seller = goods.get(line.sellerId) ?? { goods: 0, units: 0 };
    goods.set(line.sellerId, { goods: seller.goods + line.lineTotal, units: seller.units + line.quantity });
  }
  const shares = [...goods.entries()].map(([sellerId, g]) => {
    const freight = freightOf({ sellerId, ...g });
    if (!Number.isSafeInteger(freight) || freight < 0) throw new RangeError(`freight must be whole paise ≥ 0, got ${freight}`);
    return { sellerId, goods: g.goods, freight, total: g.goods + freight };
  });
  const sellerTotals = shares.map((s) => s.total);
  const total = sellerTotals.reduce((sum, t) => sum + t, 0);
  // The COD advance is 10% of everything, freight included.
  const advances = paymentMethod === "cod" ? splitCodAdvance(sellerTotals) : sellerTotals;
  return {
    lines: priced,
    sellers: shares.map((share, i) => ({ ...share, advance: advances[i]! })),
    total,
    payNow: paymentMethod === "cod" ? codAdvance(total) : total,
  };
}
