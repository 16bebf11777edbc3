import type { ProductSort } from "@domain/catalog";
import type { CategoryName } from "@domain/categories";
import type { ProductListFilters } from "@domain/schemas/catalog";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Executor } from "../../db/client";
import { products } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { listProducts } from "./list-products";
import { hasOrderedSearchIndexes } from "./search-indexes";
import { correctedTsquery } from "./search-term-correction";
import { createTestSeller } from "./test-factories";

let handle: DatabaseHandle;
let db: Executor;

const BRANDS = ["Agra", "Bharat", "Kaveri", "Surya"];
const MATERIALS = ["Steel", "Cotton", "Wooden", "Brass"];
const NOUNS: Record<string, string[]> = {
  "Industrial & Scientific": ["Hex Bolts", "Washers"],
  Kitchenware: ["Tiffin Boxes", "Kadais"],
  "Sports & Outdoors": ["Yoga Mats", "Cricket Bats"],
  "Home Goods": ["Doormats", "Curtains"],
};

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
            sellerId: i % 17 === 0 ? suspended.id : i % 3 === 0 ? unverified.id : seller.id,
            name: `${brand} ${material} ${noun}`,
            // Some products mention steel only in the description: the second relevance tier.
            description: i % 5 === 0 ? "Packed in a steel crate." : "Wholesale pack.",
            category,
            hsnCode: "7323",
            gstRateBasisPoints: 500,
            price: 1_000 + ((i * 7_919) % 50_000),
            isActive: i % 11 !== 0,
            // Stock below, at and above the minimum order, so "in stock" and "minimum order up to" both cut.
            minOrderQuantity: [1, 5, 10, 50][i % 4],
            stock: [0, 5, 10, 40, 500][i % 5],
            // Four products share each creation time, so the id must break ties.
            createdAt: new Date(start + (i % 30) * 60_000),
          });
        }
      }
    }
  }
  // Names that test the name prefixes a broad term walks (migration 0017): one character long, sharing a brand's
  // prefix, and beyond ASCII.
  const prefixNames: [string, string][] = [
    ["S", "A steel crate."],
    ["Su Steel Pans", "Wholesale pack."],
    ["Sü Steel Ladles", "Wholesale pack."],
    ["Ägra Steel Tongs", "Wholesale pack."],
  ];
  for (const [name, description] of prefixNames) {
    i += 1;
    rows.push({ sellerId: seller.id, name, description, category: "Kitchenware", hsnCode: "7323", gstRateBasisPoints: 500, price: 2_000 + i, minOrderQuantity: 1, stock: 10, createdAt: new Date(start + i * 60_000) });
  }
  // Buckets at one price, created in one instant (as a CSV import makes them): pages end among rows that tie on
  // every sort value but the id.
  for (let bucket = 0; bucket < 8; bucket += 1) {
    rows.push({ sellerId: seller.id, name: `Kaveri Steel Buckets ${bucket}`, description: "Wholesale pack.", category: "Home Goods", hsnCode: "7323", gstRateBasisPoints: 500, price: 12_000, minOrderQuantity: 1, stock: 10, createdAt: new Date(start) });
  }
  await db.insert(products).values(rows);
  // Sellers' plans rank their products (0 to 3; a trigger sets it on insert from the seller's plan): spread ranks
  // over the catalogue so every order mixes them.
  await db.execute(sql`update products set seller_priority = case when name like '% Buckets %' then 2 else abs(hashtext(name)) % 4 end`);
  // Statistics, and a threshold this small catalogue reaches, so "steel" (in a quarter of the names) counts as broad
  // and name orders walk the name prefixes.
  await db.execute(sql`analyze product_search`);
  await db.execute(sql`set search.broad_term_rows = 20`);
});
afterAll(async () => handle.close());

/** The definition of each order, as one plain query over every visible match. */
async function expectedIds(filters: ProductListFilters, sort: ProductSort): Promise<string[]> {
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
      and (${filters.minPrice ?? null}::bigint is null or p.list_price >= ${filters.minPrice ?? null})
      and (${filters.maxPrice ?? null}::bigint is null or p.list_price <= ${filters.maxPrice ?? null})
      and (${filters.verifiedOnly ?? false}::boolean = false or s.is_verified)
      and (${filters.inStock ?? false}::boolean = false or p.stock >= p.min_order_quantity)
      and (${filters.maxMinOrder ?? null}::integer is null or p.min_order_quantity <= ${filters.maxMinOrder ?? null})
    order by ${order}`);
  return rows.map((row) => row.id);
}

async function pageThrough(filters: ProductListFilters, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listProducts(db, { ...filters, limit, ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor ?? undefined;
    if (ids.length > 1_000) throw new Error("pages never end"); // more than the catalogue holds
  } while (cursor);
  return ids;
}

const steelInKitchen = { q: "steel", category: "Kitchenware" as CategoryName };
const cases: [ProductListFilters, ProductSort][] = [
  [{ q: "steel" }, "relevance"],
  [{ q: "steel" }, "name_asc"],
  [{ q: "steel" }, "name_desc"],
  [{ q: "steel", minPrice: 2_000, maxPrice: 30_000 }, "name_asc"],
  [{ q: "steel" }, "price_asc"],
  [{ q: "steel", minPrice: 10_000, maxPrice: 30_000 }, "price_desc"],
  [steelInKitchen, "relevance"],
  [steelInKitchen, "name_asc"],
  [{ q: "steel bolts" }, "relevance"],
  [{ q: "crate" }, "relevance"],
  [{ q: "kitchenware", minPrice: 5_000 }, "relevance"],
  [{ q: "wooden mats" }, "name_desc"],
  [{ q: "steel" }, "recommended"],
  [{ q: undefined, category: "Kitchenware" }, "recommended"],
  [{ q: undefined, minPrice: 20_000 }, "recommended"],
  [{ q: undefined }, "newest"],
  [{ q: undefined, category: "Kitchenware" }, "newest"],
  [{ q: "steel" }, "newest"],
  [{ q: undefined, verifiedOnly: true }, "newest"],
  [{ q: undefined, category: "Kitchenware", inStock: true, maxMinOrder: 10 }, "price_asc"],
  [{ q: "steel", verifiedOnly: true, inStock: true }, "relevance"],
  [{ q: "steel", maxMinOrder: 5, minPrice: 10_000 }, "name_desc"],
  [{ q: "steel", minPrice: 12_000 }, "price_asc"],
  [{ q: "steel", maxPrice: 12_000 }, "price_desc"],
  [{ q: "buckets" }, "relevance"],
  // Read from the posting lists (search-postings.ts): several words merged, by price, with the row's own filters.
  [{ q: "steel bolts", maxMinOrder: 5 }, "price_asc"],
  [{ q: "steel bolts", verifiedOnly: true, minPrice: 5_000 }, "price_desc"],
  [{ q: "steel crate", inStock: true }, "relevance"],
  // Within a category, from the words' postings in it (migration 0021).
  [{ q: "steel bolts", category: "Industrial & Scientific" }, "price_asc"],
  [{ q: "steel", category: "Kitchenware", verifiedOnly: true, minPrice: 5_000 }, "name_desc"],
  [{ q: "wooden mats", category: "Sports & Outdoors", inStock: true }, "relevance"],
  // Newest walks the relevance postings one plan priority at a time; recommended has its own index (migration 0022).
  [{ q: "steel bolts", maxPrice: 40_000 }, "newest"],
  [{ q: "steel", category: "Kitchenware", inStock: true }, "newest"],
  [{ q: "steel bolts", verifiedOnly: true }, "recommended"],
  [{ q: "steel", category: "Home Goods", minPrice: 3_000 }, "recommended"],
];

describe("search pages", () => {
  it("walks name prefixes for a broad term only", async () => {
    const broad = async (term: string) =>
      (await db.execute<{ broad: boolean }>(sql`select search_term_is_broad(${term}) as broad`)).rows[0]?.broad;
    expect(await broad("steel")).toBe(true);
    expect(await broad("steel tongs")).toBe(false); // one product has tongs
  });

  it.each(cases)("%j by %s: pages through the defined order with no duplicates or gaps", async (filters, sort) => {
    const expected = await expectedIds(filters, sort);
    expect(expected.length).toBeGreaterThan(0);
    // Page sizes that end pages inside and at the edge of each relevance tier.
    for (const limit of [1, 3, 7]) {
      expect(await pageThrough({ ...filters, sort }, limit)).toEqual(expected);
    }
  });

  it("reads relevance and price pages from ordered posting lists where the server has rum", async () => {
    const { rows } = await db.execute<{ available: boolean }>(
      sql`select exists (select 1 from pg_available_extensions where name = 'rum') as available`,
    );
    expect(await hasOrderedSearchIndexes(handle.db)).toBe(rows[0]!.available);
  });

  it("pages through a corrected search in the order of the corrected term", async () => {
    const expected = await expectedIds({ q: "steel" }, "relevance");
    for (const limit of [2, 9]) {
      expect(await pageThrough({ q: "steell", sort: "relevance" }, limit)).toEqual(expected);
    }
    expect(await pageThrough({ q: "steell", sort: "price_desc" }, 4)).toEqual(await expectedIds({ q: "steel" }, "price_desc"));
    const inKitchen = { q: "steel", category: "Kitchenware" as CategoryName };
    expect(await pageThrough({ ...inKitchen, q: "stel", sort: "name_asc" }, 5)).toEqual(await expectedIds(inKitchen, "name_asc"));
    const brassBolts = await expectedIds({ q: "brass hex bolts" }, "relevance");
    expect(brassBolts).not.toHaveLength(0);
    expect(await pageThrough({ q: "bras hex boltz", sort: "relevance" }, 3)).toEqual(brassBolts);
  });

  it("answers a category without the words empty, and corrects only words no product has", async () => {
    expect(await expectedIds({ q: "yoga mats" }, "relevance")).not.toHaveLength(0);
    expect((await listProducts(db, { q: "yoga mats", category: "Kitchenware" })).items).toEqual([]);
    expect((await listProducts(db, { q: "yoga matts", category: "Kitchenware" })).items).toEqual([]);
    // Every word is some product's, but no product has both: nothing to correct.
    expect((await listProducts(db, { q: "yoga kadais" })).items).toEqual([]);
  });

  it("lists higher plan priorities first within each relevance tier", async () => {
    const { items } = await listProducts(db, { q: "steel", limit: 60 });
    const { rows } = await db.execute<{ id: string; seller_priority: number }>(sql`select id, seller_priority from products`);
    const rank = new Map(rows.map((row) => [row.id, Number(row.seller_priority)]));
    const firstTier = items.filter((item) => item.name.includes("Steel")).map((item) => rank.get(item.id)!);
    expect(firstTier.length).toBeGreaterThan(4);
    expect(firstTier).toEqual([...firstTier].sort((a, b) => b - a));
    expect(new Set(firstTier).size).toBeGreaterThan(1);
  });

  it("ranks products with every word in the name first, newest first, then the other matches", async () => {
    const { items } = await listProducts(db, { q: "steel", limit: 60 });
    const inName = items.map((item) => item.name.includes("Steel"));
    expect(inName.indexOf(false)).toBeGreaterThan(0);
    expect(inName.slice(inName.indexOf(false))).not.toContain(true);
  });
});

describe("the search dictionary", () => {
  it("learns the words of new and renamed products, so their misspellings are corrected", async () => {
    const seller = await createTestSeller(db);
    const [widget] = await db
      .insert(products)
      .values({ sellerId: seller.id, name: "Zirconia Grinding Wheel", category: "Industrial & Scientific", hsnCode: "6804", gstRateBasisPoints: 1800, price: 9_000 })
      .returning();
    expect((await listProducts(db, { q: "zirconai wheel" })).items.map((item) => item.id)).toEqual([widget!.id]);

    await db.update(products).set({ name: "Corundum Grinding Wheel" }).where(eq(products.id, widget!.id));
    expect((await listProducts(db, { q: "corundm wheel" })).items.map((item) => item.id)).toEqual([widget!.id]);
    expect(await listProducts(db, { q: "quartzite wheel" })).toEqual({ items: [], nextCursor: null });
  });

  it("finds a misspelt word's every correction at once, in each sort's order", async () => {
    const seller = await createTestSeller(db);
    const names = ["Agra Steel Lunch Boxes", "Surya Steel Boxers", "Bharat Cotton Boxers", "Kaveri Steel Lunchbox Boxes"];
    const rows = await db
      .insert(products)
      .values(names.map((name, i) => ({ sellerId: seller.id, name, category: "Home Goods" as CategoryName, hsnCode: "7323", gstRateBasisPoints: 500, price: 5_000 + i * 1_000 })))
      .returning();
    // "boxxs" is no product's word; its corrections are "boxes" and "boxers", two words some products have.
    const { rows: corrected } = await db.execute<{ query: string }>(
      sql`select ${correctedTsquery(sql`${"steel boxxs"}`)}::text as query`,
    );
    expect(corrected[0]!.query).toContain("'box'");
    expect(corrected[0]!.query).toContain("'boxer'");
    const steelAndEither = rows.filter((row) => row.name.includes("Steel")).map((row) => row.id);
    for (const sort of ["price_asc", "name_desc", "newest", "relevance"] as const) {
      const ids = await pageThrough({ q: "steel boxxs", sort }, 2);
      expect(new Set(ids)).toEqual(new Set([...steelAndEither, ...(await expectedIds({ q: "steel boxes" }, sort))]));
      expect(ids).toHaveLength(new Set(ids).size);
    }
    const { rows: byPrice } = await db.execute<{ id: string }>(sql`
      select p.id from products p join profiles s on s.id = p.seller_id
      where p.is_active and s.is_active and p.search_vector @@ to_tsquery('english', 'steel & (box | boxer)')
      order by p.list_price, p.id`);
    expect(await pageThrough({ q: "steel boxxs", sort: "price_asc" }, 2)).toEqual(byPrice.map((row) => row.id));
  });
});
