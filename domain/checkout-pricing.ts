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
  /** What the seller's order is worth. */
  total: number;
  /** Paid online now for this seller's order: the whole total (online) or its share of the COD advance. */
  advance: number;
}

export interface PricedCheckout {
  lines: PricedLine[];
  /** In the order sellers first appear in the cart; one order per seller is created from these. */
  sellers: SellerShare[];
  total: number;
  /** Charged online at checkout: the total, or the 10% COD advance, which the sellers' advances sum to exactly. */
  payNow: number;
}

export function priceCheckout(lines: readonly CatalogueLine[], paymentMethod: PaymentMethod): PricedCheckout {
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
  const totals = new Map<string, number>();
  for (const line of priced) totals.set(line.sellerId, (totals.get(line.sellerId) ?? 0) + line.lineTotal);
  const sellerIds = [...totals.keys()];
  const sellerTotals = sellerIds.map((id) => totals.get(id)!);
  const total = sellerTotals.reduce((sum, t) => sum + t, 0);
  const advances = paymentMethod === "cod" ? splitCodAdvance(sellerTotals) : sellerTotals;
  return {
    lines: priced,
    sellers: sellerIds.map((sellerId, i) => ({ sellerId, total: sellerTotals[i]!, advance: advances[i]! })),
    total,
    payNow: paymentMethod === "cod" ? codAdvance(total) : total,
  };
}
