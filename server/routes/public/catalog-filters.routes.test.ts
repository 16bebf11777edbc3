import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductList } from "@domain/schemas/catalog";
import type { App } from "../../app";
import { products } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createTestApp } from "../../test/test-app";

/**
 * The category page's filters (verified sellers only, in stock, minimum order up to N) and the newest-first sort,
 * through the HTTP API: every listing, walked page by page through its cursor, is exactly what one plain SQL
 * query over the same rows says, in the same order.
 */

let app: App;
type Query = Record<string, string>;

async function walk(query: Query, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await app.inject({ url: "/api/public/products", query: { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) } });
    expect(res.statusCode, res.body).toBe(200);
    const page: ProductList = res.json();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    if (ids.length > 500) throw new Error("pages never end");
  } while (cursor);
  return ids;
}

/** The definition, as plain SQL: visible products of active sellers, filtered, in the sort's order. */
async function expected(query: Query): Promise<string[]> {
  const order = {
    newest: sql`p.created_at desc, p.id desc`,
    recommended: sql`p.seller_priority desc, p.name, p.id`,
    price_asc: sql`p.list_price, p.id`,
    name_desc: sql`p.name desc, p.id desc`,
  }[query.sort ?? "recommended"];
  if (!order) throw new Error(`no reference order for ${query.sort}`);
  const number = (key: string) => (query[key] === undefined ? null : Number(query[key]));
  const { rows } = await app.ctx.db.execute<{ id: string }>(sql`
    select p.id from products p join profiles s on s.id = p.seller_id
    where p.is_active and s.is_active
      and (${query.category ?? null}::text is null or p.category = ${query.category ?? null})
      and (${number("minPrice")}::bigint is null or p.list_price >= ${number("minPrice")})
      and (${number("maxPrice")}::bigint is null or p.list_price <= ${number("maxPrice")})
      and (${query.verifiedOnly !== "true"}::boolean or s.is_verified)
      and (${query.inStock !== "true"}::boolean or p.stock >= p.min_order_quantity)
      and (${number("maxMinOrder")}::integer is null or p.min_order_quantity <= ${number("maxMinOrder")})
    order by ${order}`);
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const verified = await createTestSeller(db, { companyName: "Verified Kitchens" });
  const unverified = await createTestSeller(db, { companyName: "New Kitchens", isVerified: false });
  const suspended = await createTestSeller(db, { companyName: "Suspended Kitchens", isActive: false });
  const start = Date.parse("2026-11-01T00:00:00Z");
  for (let i = 1; i <= 36; i++) {
    await createTestProduct(db, i % 13 === 0 ? suspended.id : i % 3 === 0 ? unverified.id : verified.id, {
      name: `Kadai ${String.fromCharCode(65 + (i % 7))} ${i}`,
      category: i % 4 === 0 ? "Home Goods" : "Kitchenware",
      price: 5_000 + (i % 6) * 2_500,
      minOrderQuantity: [1, 5, 10, 50][i % 4],
      stock: [0, 5, 10, 40, 500][i % 5],
      isActive: i % 11 !== 0,
      // Three products share each creation time, so the id must break ties.
      createdAt: new Date(start + Math.floor(i / 3) * 60_000),
    });
  }
  await db.execute(sql`update ${products} set seller_priority = abs(hashtext(name)) % 4`);
});
afterAll(async () => app.close());

describe("GET /api/public/products with the category page's filters", () => {
  it.each<Query>([
    { category: "Kitchenware", sort: "newest" },
    { category: "Kitchenware", verifiedOnly: "true", sort: "newest" },
    { category: "Kitchenware", inStock: "true" },
    { category: "Kitchenware", maxMinOrder: "10", sort: "price_asc" },
    { category: "Kitchenware", verifiedOnly: "true", inStock: "true", maxMinOrder: "5", sort: "name_desc" },
    { category: "Kitchenware", minPrice: "7500", maxPrice: "12500", inStock: "true", sort: "newest" },
    { verifiedOnly: "false", inStock: "false", sort: "newest" },
    { inStock: "true", maxMinOrder: "1" },
  ])("lists exactly what a plain SQL query says for %j, page after page, with no skips or repeats", async (query) => {
    const reference = await expected(query);
    expect(reference.length).toBeGreaterThan(0);
    for (const limit of [1, 4, 60]) expect(await walk(query, limit)).toEqual(reference);
  });

  it("narrows: each filter leaves fewer products than the category holds", async () => {
    const all = await walk({ category: "Kitchenware" }, 60);
    const filters: Query[] = [{ verifiedOnly: "true" }, { inStock: "true" }, { maxMinOrder: "5" }];
    for (const filter of filters) {
      const narrowed = await walk({ category: "Kitchenware", ...filter }, 60);
      expect(narrowed.length).toBeGreaterThan(0);
      expect(narrowed.length).toBeLessThan(all.length);
    }
  });

  it("caches each combination apart: a filtered answer never serves an unfiltered request", async () => {
    const plain = await app.inject({ url: "/api/public/products", query: { category: "Kitchenware" } });
    const verified = await app.inject({ url: "/api/public/products", query: { category: "Kitchenware", verifiedOnly: "true" } });
    const inStock = await app.inject({ url: "/api/public/products", query: { category: "Kitchenware", inStock: "true" } });
    const upTo5 = await app.inject({ url: "/api/public/products", query: { category: "Kitchenware", maxMinOrder: "5" } });
    const etags = [plain, verified, inStock, upTo5].map((res) => res.headers.etag);
    expect(new Set(etags).size).toBe(4);
  });

  it.each<[string, Query]>([
    ["verifiedOnly that is not true or false", { verifiedOnly: "yes" }],
    ["an empty verifiedOnly", { verifiedOnly: "" }],
    ["inStock=1", { inStock: "1" }],
    ["maxMinOrder 0", { maxMinOrder: "0" }],
    ["a negative maxMinOrder", { maxMinOrder: "-5" }],
    ["a fractional maxMinOrder", { maxMinOrder: "2.5" }],
    ["maxMinOrder above the largest line", { maxMinOrder: "1000001" }],
    ["an unknown sort", { sort: "oldest" }],
  ])("refuses %s with 400", async (_label, query) => {
    const res = await app.inject({ url: "/api/public/products", query });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
  });

  it("refuses a newest cursor for another sort", async () => {
    const first = await app.inject({ url: "/api/public/products", query: { sort: "newest", limit: "1" } });
    const { nextCursor } = first.json<ProductList>();
    const res = await app.inject({ url: "/api/public/products", query: { sort: "name_asc", cursor: nextCursor! } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("INVALID_CURSOR");
  });
});
