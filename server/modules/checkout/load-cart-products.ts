import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import type { PriceTier } from "@domain/pricing";
import { products, profiles } from "../../db/schema";

export type CartProduct = {
  id: string;
  sellerId: string;
  name: string;
  price: number;
  tieredPricing: PriceTier[];
  stock: number;
  minOrderQuantity: number;
  /** Days the seller needs to dispatch it, or null for the seller's default. */
  dispatchDays: number | null;
  /** HSN code and GST rate (basis points): the tax inside the listed price. */
  hsnCode: string;
  gstRateBasisPoints: number;
  /** Listed and sold by an active seller. */
  available: boolean;
};

/** The catalogue's current data for the products in a cart, by id (missing ids are simply absent). */
export async function loadCartProducts(db: Executor, productIds: readonly string[]): Promise<Map<string, CartProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      name: products.name,
      price: products.price,
      tieredPricing: products.tieredPricing,
      stock: products.stock,
      minOrderQuantity: products.minOrderQuantity,
      dispatchDays: products.dispatchDays,
      hsnCode: products.hsnCode,
      gstRateBasisPoints: products.gstRateBasisPoints,
      isActive: products.isActive,
      sellerActive: profiles.isActive,
    })
    .from(products)
    .innerJoin(profiles, eq(profiles.id, products.sellerId))
    .where(inArray(products.id, [...productIds]));
  return new Map(
    rows.map(({ isActive, sellerActive, ...row }) => [row.id, { ...row, available: isActive && sellerActive }]),
  );
}
