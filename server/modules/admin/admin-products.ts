import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { CategoryName } from "@domain/categories";
import type { AdminProduct, AdminProductChange, AdminProductList, AdminProductQuery } from "@domain/schemas/admin-catalog";
import type { AppContext } from "../../app-context";
import type { Executor, Transaction } from "../../db/client";
import { products, profiles } from "../../db/schema";
import { recordAdminAction } from "../audit/record-admin-action";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "../orders/keyset-cursor";
import { isUuid } from "../orders/order-id";
import { deleteProduct } from "../seller-catalog/delete-seller-product";
import { type ProductRecord, productNotFound } from "../seller-catalog/seller-product-rows";
import { containsPattern } from "../seller-catalog/list-seller-products";

const columns = {
  id: products.id,
  cursorAt: cursorTimestamp(products.createdAt),
  name: products.name,
  description: products.description,
  category: products.category,
  price: products.price,
  listPrice: products.listPrice,
  stock: products.stock,
  isActive: products.isActive,
  sellerId: products.sellerId,
  sellerName: profiles.companyName,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

const selectProducts = (db: Executor) => db.select(columns).from(products).innerJoin(profiles, eq(profiles.id, products.sellerId)).$dynamic();
type Row = Awaited<ReturnType<typeof selectProducts>>[number];

const toAdminProduct = ({ cursorAt: _cursor, category, createdAt, updatedAt, ...row }: Row): AdminProduct => ({
  ...row,
  category: category as CategoryName,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** Every seller's products, newest first, a keyset page at a time, searched by product or company name. */
export async function listAdminProducts(db: Executor, query: AdminProductQuery): Promise<AdminProductList> {
  const term = query.q ? containsPattern(query.q) : undefined;
  const conditions: (SQL | undefined)[] = [
    term ? or(ilike(products.name, term), ilike(profiles.companyName, term)) : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    query.visibility ? eq(products.isActive, query.visibility === "visible") : undefined,
    query.cursor ? afterCursor(products.createdAt, products.id, decodeCursor(query.cursor)) : undefined,
  ];
  const rows = await selectProducts(db)
    .where(and(...conditions))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { products: page.map(toAdminProduct), nextCursor };
}

async function lockProduct(tx: Transaction, productId: string): Promise<ProductRecord> {
  if (!isUuid(productId)) throw productNotFound();
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
  if (!product) throw productNotFound();
  return product;
}

/** Only the fields whose value changes, before and after, for the audit row. */
function changedFields(current: ProductRecord, change: Partial<Record<keyof ProductRecord, unknown>>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(change)) {
    const old = current[key as keyof ProductRecord];
    if (old !== value) [before[key], after[key]] = [old, value];
  }
  return { before, after };
}

/**
 * An admin's change to any product, audited in its transaction: the edit form (name, description, base price,
 * category, stock; the seller's quantity tiers stay as they are) or the Visible/Hidden toggle.
 */
export async function changeAdminProduct(ctx: AppContext, adminId: string, productId: string, change: AdminProductChange): Promise<AdminProduct> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockProduct(tx, productId);
    const { before, after } = changedFields(current, change);
    await tx.update(products).set(change).where(eq(products.id, productId));
    await recordAdminAction(tx, {
      actorId: adminId,
      action: "isActive" in change ? "product.visibility" : "product.update",
      entityType: "product",
      entityId: productId,
      before,
      after,
    });
  });
  const [row] = await selectProducts(ctx.db).where(eq(products.id, productId));
  if (!row) throw productNotFound();
  return toAdminProduct(row);
}

/** An admin deletes any product (order items keep their snapshot); the audit keeps what it was. */
export function deleteAdminProduct(ctx: AppContext, adminId: string, productId: string): Promise<void> {
  return deleteProduct(
    ctx,
    (tx) => lockProduct(tx, productId),
    (tx, product) =>
      recordAdminAction(tx, {
        actorId: adminId,
        action: "product.delete",
        entityType: "product",
        entityId: product.id,
        before: { name: product.name, sellerId: product.sellerId, category: product.category, price: product.price, stock: product.stock, isActive: product.isActive },
      }),
  );
}
