import { gstRateBasisPoints } from "@domain/gst-rates";
import { and, eq } from "drizzle-orm";
import type { SellerProduct, SellerProductValues } from "@domain/schemas/seller-products";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { isUuid } from "../orders/order-id";
import { assertRoomFor, listingAllowance, lockSellerCatalogue } from "./listing-allowance";
import { assertSellerAccount } from "./seller-account-only";
import { productMediaOf, productNotFound, toSellerProduct } from "./seller-product-rows";

/** The columns a seller writes, from the validated input (tiers already sorted and unique by quantity). */
export const productColumns = (values: SellerProductValues) => ({
  name: values.name,
  description: values.description,
  category: values.category,
  price: values.price,
  stock: values.stock,
  minOrderQuantity: values.minOrderQuantity,
  tieredPricing: values.tieredPricing,
  isActive: values.isActive,
  hsnCode: values.hsnCode,
  gstRateBasisPoints: gstRateBasisPoints(values.gstRate),
  ...(values.dispatchDays !== undefined ? { dispatchDays: values.dispatchDays } : {}),
});

/**
 * POST /api/seller/products: a new product of the seller, within its plan's listing limit (422 PLAN_LIMIT_REACHED
 * at the limit). The count and the insert happen under the seller's catalogue lock, so concurrent creates at
 * limit − 1 add exactly one product.
 */
export async function createSellerProduct(db: Database, sellerId: string, values: SellerProductValues): Promise<SellerProduct> {
  return db.transaction(async (tx) => {
    await assertSellerAccount(tx, sellerId);
    await lockSellerCatalogue(tx, sellerId);
    assertRoomFor(await listingAllowance(tx, sellerId));
    const [product] = await tx.insert(products).values({ sellerId, ...productColumns(values) }).returning();
    return toSellerProduct(product!, []);
  });
}

/** PUT /api/seller/products/:id: replaces what the seller writes of its own product (404 for anyone else's). */
export async function updateSellerProduct(db: Database, sellerId: string, productId: string, values: SellerProductValues): Promise<SellerProduct> {
  if (!isUuid(productId)) throw productNotFound();
  const [product] = await db
    .update(products)
    .set({ ...productColumns(values), updatedAt: new Date() })
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
    .returning();
  if (!product) throw productNotFound();
  return toSellerProduct(product, await productMediaOf(db, product.id));
}
