import type { ProductSort } from "@domain/catalog";
import type { CategoryName } from "@domain/categories";
import { type Stars, minRatingKey, ratingSummary, starCountsOf } from "@domain/reviews";
import type { ProductListFilters } from "@domain/schemas/catalog";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Executor } from "../../db/client";
import { products } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { listProducts } from "./list-products";
import { createTestSeller, reviewTestProducts } from "./test-factories";

/** Filters as a test writes them: without a term unless it has one. */
type Filters = Partial<ProductListFilters>;

let handle: DatabaseHandle;
let db: Executor;

const BRANDS = ["Agra", "Kaveri", "Surya"];
const MATERIALS = ["Steel", "Brass", "Wooden"];
const NOUNS: Record<string, string[]> = {
  "Industrial & Scientific": ["Hex Bolts", "Washers"],
  Kitchenware: ["Tiffin Boxes", "Kadais"],
  "Home Goods": ["Doormats", "Buckets"],
};
/**
 * The reviews products get, in turn: none, averages either side of 4.0 (3.75 is shown 3.8, 3.95 would be 4.0), equal
 * averages with different counts, and, as the pattern repeats, products tying on average and count (the id decides).
 */
const PATTERNS: Stars[][] = [
  [],
  [5],
  [4],
  [3],
  [5, 4],
  [4, 4, 3],
  [5, 5, 4, 3],
  [2, 1],
  [4, 4, 4, 4],
  [5, 3],
  [5, 5, 5, 1, 4],
  [4, 4, 4, 3],
  [],
];
/** Each product's reviews, by id, for checking the cards. */
const starsOf = new Map<string, Stars[]>();

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const seller = await createTestSeller(db);
  const unverified = await createTestSeller(db, { isVerified: false });
  const suspended = await createTestSeller(db, { isActive: false });
  const start = Date.parse("2026-11-01T00:00:00Z");
  const rows: (typeof products.$inferInsert)[] = [];
  let i = 0;
  for (const brand of BRANDS) {
    for (const material of MATERIALS) {
      for (const [category, nouns] of Object.entries(NOUNS)) {
        for (const noun of nouns) {
          i += 1;
          rows.push({
            sellerId: i % 13 === 0 ? suspended.id : i % 3 === 0 ? unverified.id : seller.id,
            name: `${brand} ${material} ${noun}`,
            description: i % 4 === 0 ? "Packed in a steel crate." : "Wholesale pack.",
            category: category as CategoryName,
            hsnCode: "7323",
            gstRateBasisPoints: 500,
            price: 1_000 + ((i * 7_919) % 50_000),
            isActive: i % 11 !== 0,
            stock: 500,
            createdAt: new Date(start + (i % 7) * 60_000),
          });
        }
      }
    }
  }
  const inserted = await db.insert(products).values(rows).returning();
  // Reviewed on delivered orders, per seller (an order is one seller's), the inactive and the suspended seller's too.
  const bySeller = new Map<string, [typeof products.$inferSelect, Stars[]][]>();
  inserted.forEach((product, index) => {
    const stars = PATTERNS[index % PATTERNS.length]!;
    starsOf.set(product.id, stars);
    bySeller.set(product.sellerId, [...(bySeller.get(product.sellerId) ?? []), [product, stars]]);
  });
  for (const [sellerId, reviews] of bySeller) await reviewTestProducts(db, sellerId, reviews);
  await db.execute(sql`analyze product_search`);
  await db.execute(sql`analyze products`);
  // A threshold this small catalogue reaches, so "steel" by name walks the name prefixes (search-statement.ts).
  await db.execute(sql`set search.broad_term_rows = 20`);
});
afterAll(async () => handle.close());

/** The definition of each order, as one plain query over every visible match. */
async function expectedIds(filters: Filters, sort: ProductSort): Promise<string[]> {
  const query = sql`websearch_to_tsquery('english', ${filters.q ?? ""})`;
  const order = {
    relevance: sql`(to_tsvector('english', p.name) @@ ${query}) desc, p.seller_priority desc, p.created_at desc, p.id desc`,
    recommended: sql`p.seller_priority desc, p.name, p.id`,
    newest: sql`p.created_at desc, p.id desc`,
    name_asc: sql`p.name, p.id`,
    name_desc: sql`p.name desc, p.id desc`,
    price_asc: sql`p.list_price, p.id`,
    price_desc: sql`p.list_price desc, p.id desc`,
    rating: sql`p.rating_key desc, p.id desc`,
  }[sort];
  const { rows } = await db.execute<{ id: string }>(sql`
    select p.id from products p join profiles s on s.id = p.seller_id
    where p.is_active and s.is_active and (${filters.q ?? null}::text is null or p.search_vector @@ ${query})
      and (${filters.category ?? null}::text is null or p.category = ${filters.category ?? null})
      and (${filters.verifiedOnly ?? false}::boolean = false or s.is_verified)
      and (${filters.minPrice ?? null}::bigint is null or p.list_price >= ${filters.minPrice ?? null})
      and (${filters.minRating === undefined}::boolean or p.rating_key >= ${minRatingKey(4)})
    order by ${order}`);
  return rows.map((row) => row.id);
}

async function pageThrough(filters: Filters, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listProducts(db, { q: undefined, ...filters, limit, ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    for (const item of page.items) {
      // Every card carries its visible reviews' average and count, as the domain folds them.
      const { averageTenths, count } = ratingSummary(starCountsOf(starsOf.get(item.id) ?? []));
      expect(item.rating).toEqual({ averageTenths, count });
    }
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor ?? undefined;
    if (ids.length > 500) throw new Error("pages never end"); // more than the catalogue holds
  } while (cursor);
  return ids;
}

const fourUp = { minRating: 4 } as const;
const cases: [Filters, ProductSort][] = [
  // Listings: the (rating_key, id) and (category, rating_key, id) indexes.
  [{}, "rating"],
  [fourUp, "rating"],
  [{ category: "Kitchenware" }, "rating"],
  [{ ...fourUp, category: "Home Goods" }, "rating"],
  [{ ...fourUp, verifiedOnly: true, minPrice: 10_000 }, "rating"],
  [fourUp, "newest"],
  [{ ...fourUp, category: "Kitchenware" }, "price_asc"],
  [fourUp, "recommended"],
  // Searches: plain words (the posting lists answer them without a rating), a phrase and OR (the text index).
  [{ q: "steel" }, "rating"],
  [{ q: "steel", ...fourUp }, "rating"],
  [{ q: "steel", category: "Kitchenware" }, "rating"],
  [{ q: "steel", category: "Kitchenware", ...fourUp }, "rating"],
  [{ q: "steel pack", ...fourUp }, "rating"],
  [{ q: "crate", ...fourUp, verifiedOnly: true }, "rating"],
  [{ q: '"steel hex"' }, "rating"],
  [{ q: "brass or wooden", ...fourUp }, "rating"],
  // "4★ & up" with a sort the posting lists keep: read from the text index instead.
  [{ q: "steel", ...fourUp }, "relevance"],
  [{ q: "steel pack", ...fourUp }, "price_asc"],
  [{ q: "steel", ...fourUp }, "name_asc"],
  [{ q: "steel", category: "Kitchenware", ...fourUp }, "name_desc"],
  [{ q: "wooden", ...fourUp }, "newest"],
  [{ q: "steel", category: "Home Goods", ...fourUp }, "recommended"],
];

describe("Top rated and 4★ & up", () => {
  it.each(cases)("%j by %s: pages through the defined order with no duplicates or gaps", async (filters, sort) => {
    const expected = await expectedIds(filters, sort);
    expect(expected.length).toBeGreaterThan(1);
    for (const limit of [1, 3, 7]) {
      expect(await pageThrough({ ...filters, sort }, limit)).toEqual(expected);
    }
  });

  it("lists exactly the products shown at 4.0 or more, and the best rated first", async () => {
    const ids = await pageThrough({ ...fourUp, sort: "rating" }, 60);
    const shown = ids.map((id) => ratingSummary(starCountsOf(starsOf.get(id)!)).averageTenths);
    expect(Math.min(...shown)).toBe(40);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    const all = await pageThrough({ sort: "rating" }, 60);
    expect(all.filter((id) => ratingSummary(starCountsOf(starsOf.get(id)!)).averageTenths >= 40)).toEqual(ids);
    // Products without reviews come last.
    expect(starsOf.get(all.at(-1)!)).toEqual([]);
  });

  it("pages a misspelt term in the order of the corrected one", async () => {
    expect(await pageThrough({ q: "steell", sort: "rating" }, 4)).toEqual(await expectedIds({ q: "steel" }, "rating"));
    expect(await pageThrough({ q: "steell", ...fourUp, sort: "relevance" }, 4)).toEqual(await expectedIds({ q: "steel", ...fourUp }, "relevance"));
  });

  it("pages a term with Hindi words as its English words", async () => {
    expect(await pageThrough({ q: "स्टील", sort: "rating" }, 5)).toEqual(await expectedIds({ q: "steel" }, "rating"));
    expect(await pageThrough({ q: "पीतल", ...fourUp, sort: "relevance" }, 2)).toEqual(await expectedIds({ q: "brass", ...fourUp }, "relevance"));
  });

  it("refuses a cursor of another sort, and a Top rated cursor for another sort", async () => {
    const rated = await listProducts(db, { q: undefined, sort: "rating", limit: 2 });
    const newest = await listProducts(db, { q: undefined, sort: "newest", limit: 2 });
    const invalid = expect.objectContaining({ code: "INVALID_CURSOR", statusCode: 400 });
    await expect(listProducts(db, { q: undefined, sort: "rating", cursor: newest.nextCursor! })).rejects.toThrow(invalid);
    await expect(listProducts(db, { q: undefined, sort: "price_desc", cursor: rated.nextCursor! })).rejects.toThrow(invalid);
    await expect(listProducts(db, { q: "steel", sort: "relevance", cursor: rated.nextCursor! })).rejects.toThrow(invalid);
  });
});
