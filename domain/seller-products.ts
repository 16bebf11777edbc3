/**
 * Rules of a seller's own catalogue shared by the product form, the CSV import and the API. Kept apart from the
 * zod schemas (domain/schemas/seller-products.ts) so pages can read them without a validation library.
 */
import { tryRupeesToPaise } from "./money";
import type { PriceTier } from "./pricing";

export const SELLER_PRODUCT_LIMITS = {
  name: { min: 3, max: 200 },
  description: { max: 5_000 },
  stock: { max: 10_000_000 },
  minOrderQuantity: { max: 1_000_000 },
  /** ₹1 crore a unit. */
  pricePaise: { max: 1_000_000_000 },
  tiers: { max: 10 },
} as const;

export const SELLER_PRODUCT_SORTS = [
  "created_desc",
  "created_asc",
  "name_asc",
  "name_desc",
  "price_asc",
  "price_desc",
  "stock_asc",
  "stock_desc",
] as const;
export type SellerProductSort = (typeof SELLER_PRODUCT_SORTS)[number];

/** A tier row of the form, as typed: rupees and quantity as text, either may be empty. */
export type TierDraft = { quantity: string; price: string };

/**
 * The form's tier rows as saved: rows missing a quantity or a price are dropped (spec), the rest converted to paise.
 * Returns null for a row whose values are not numbers, so the form can point at it.
 */
export function tiersFromDrafts(rows: readonly TierDraft[]): { tiers: PriceTier[]; invalidRows: number[] } {
  const tiers: PriceTier[] = [];
  const invalidRows: number[] = [];
  rows.forEach((row, index) => {
    if (row.quantity.trim() === "" || row.price.trim() === "") return;
    const quantity = Number(row.quantity.trim());
    const price = tryRupeesToPaise(row.price);
    if (!Number.isInteger(quantity) || price === null) invalidRows.push(index);
    else tiers.push({ quantity, price });
  });
  return { tiers, invalidRows };
}

/** The base price the form saves: what was entered, else the first tier's price, else 0 (spec). */
export function basePriceWithFallback(enteredPaise: number | null, tiers: readonly PriceTier[]): number {
  if (enteredPaise !== null && enteredPaise > 0) return enteredPaise;
  return tiers[0]?.price ?? 0;
}
