import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Executor } from "../../db/client";
import { products, profiles } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { createTestProduct, createTestSeller } from "./test-factories";

let handle: DatabaseHandle;
let db: Executor;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(async () => handle.close());

/** product_search as its triggers keep it, and as its definition says it should be: both sorted, as text. */
async function searchTableAndDefinition() {
  const columns = `seller_priority, seller_verified, list_price, min_order_quantity, in_stock, created_at, category, name, search_vector::text, rating_key`;
  const { rows: kept } = await db.execute(sql.raw(`select product_id, ${columns} from product_search order by product_id`));
  const { rows: defined } = await db.execute(
    sql.raw(`
    select product_id, ${columns} from (
      select p.id as product_id, p.seller_priority, s.is_verified as seller_verified, p.list_price, p.min_order_quantity,
             p.stock >= p.min_order_quantity as in_stock, p.created_at, p.category, p.name, p.search_vector || search_name_bucket(p.name) as search_vector, p.rating_key
      from products p join profiles s on s.id = p.seller_id where p.is_active and s.is_active) d
    order by product_id`),
  );
  return { kept, defined };
}

/**
 * product_search_postings as its triggers keep it, and as product_search defines it: two rows per word of a row, the
 * word and the word within the row's category.
 */
async function postingsAndDefinition() {
  const columns = "lexeme, product_id, in_name, rank_key::text, list_price, name";
  const order = "order by lexeme, product_id";
  const { rows: kept } = await db.execute(sql.raw(`select ${columns} from product_search_postings ${order}`));
  const { rows: defined } = await db.execute(
    sql.raw(`
    select ${columns} from (
      select k.lexeme, ps.product_id, 'A' = any (u.weights) as in_name, ps.rank_key, ps.list_price, ps.name
      from product_search ps, unnest(ps.search_vector) u, unnest(array[u.lexeme, ps.category || ':' || u.lexeme]) k(lexeme)
      where left(u.lexeme, 1) <> '~') d
    ${order}`),
  );
  return { kept, defined };
}

async function expectInStep() {
  const { kept, defined } = await searchTableAndDefinition();
  expect(kept).toEqual(defined);
  const postings = await postingsAndDefinition();
  expect(postings.kept).toEqual(postings.defined);
  expect(postings.kept.length).toBeGreaterThanOrEqual(kept.length);
  return kept.length;
}

describe("product_search, the search's copy of the visible catalogue, and its posting lists", () => {
  it("follows products and sellers through every change that shows, hides or alters a product", async () => {
    const seller = await createTestSeller(db);
    const other = await createTestSeller(db, { isVerified: false });
    const a = await createTestProduct(db, seller.id, { name: "Brass Hex Bolts" });
    const b = await createTestProduct(db, seller.id, { name: "Steel Washers", isActive: false });
    const c = await createTestProduct(db, other.id, { name: "Cotton Towels", stock: 0 });
    expect(await expectInStep()).toBe(2);

    await db.update(products).set({ name: "Copper Hex Bolts", price: 12_345, description: "Shiny." }).where(eq(products.id, a.id));
    await db.update(products).set({ isActive: true }).where(eq(products.id, b.id));
    await db.update(products).set({ stock: 900, minOrderQuantity: 10 }).where(eq(products.id, c.id));
    expect(await expectInStep()).toBe(3);
    // A price alone moves the product in the postings' price order.
    await db.update(products).set({ price: 54_321 }).where(eq(products.id, a.id));
    await db.update(products).set({ category: "Kitchenware" }).where(eq(products.id, b.id));
    expect(await expectInStep()).toBe(3);

    await db.update(products).set({ isActive: false }).where(inArray(products.id, [a.id, c.id]));
    expect(await expectInStep()).toBe(1);
    await db.update(products).set({ isActive: true, sellerPriority: 2 }).where(eq(products.id, a.id));
    expect(await expectInStep()).toBe(2);

    await db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, other.id));
    await db.update(products).set({ isActive: true }).where(eq(products.id, c.id));
    expect(await expectInStep()).toBe(3);

    await db.update(profiles).set({ isActive: false }).where(inArray(profiles.id, [seller.id, other.id]));
    expect(await expectInStep()).toBe(0);
    await db.update(profiles).set({ isActive: true, isVerified: false }).where(eq(profiles.id, seller.id));
    expect(await expectInStep()).toBe(2);

    await db.delete(products).where(eq(products.id, b.id));
    expect(await expectInStep()).toBe(1);
  });
});
