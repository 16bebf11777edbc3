import type { ProductSort } from "@domain/catalog";
import type { CategoryName } from "@domain/categories";
import type { ProductListFilters } from "@domain/schemas/catalog";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle, Executor } from "../../db/client";
import { products } from "../../db/schema";
import { ANNAPURNA_FOODS } from "../../db/seed/demo-products/annapurna-foods";
import { BHARAT_ELECTRONICS } from "../../db/seed/demo-products/bharat-electronics";
import { JAIPUR_HOME_DECOR } from "../../db/seed/demo-products/jaipur-home-decor";
import { KOCHI_KITCHEN_FURNITURE } from "../../db/seed/demo-products/kochi-kitchen-furniture";
import { KOLKATA_BOOKS } from "../../db/seed/demo-products/kolkata-books";
import { LUDHIANA_STEEL } from "../../db/seed/demo-products/ludhiana-steel";
import { MUMBAI_WELLNESS } from "../../db/seed/demo-products/mumbai-wellness";
import { SHAKTI_TEXTILES } from "../../db/seed/demo-products/shakti-textiles";
import { createTestDatabase } from "../../test/test-database";
import { TRADE_WORD_ENTRIES } from "@domain/search/hindi-trade-words";
import { listProducts } from "./list-products";
import { tradeWordsTsquery } from "./product-search";
import { createTestSeller } from "./test-factories";

let handle: DatabaseHandle;
let db: Executor;

/** English names, as sellers list their goods, and one product named in Hindi. */
const CATALOGUE: [name: string, category: CategoryName][] = [
  ["Madras Sambar Masala, 100 g (Box of 50)", "Food & Beverages"],
  ["Garam Masala Powder 500 g", "Food & Beverages"],
  ["Whole Spices Combo Pack", "Food & Beverages"],
  ["Sona Masoori Rice, 25 kg Bag", "Food & Beverages"],
  ["Basmati Rice 5 kg", "Food & Beverages"],
  ["Broken Rice 25 kg", "Food & Beverages"],
  ["Chakki Fresh Wheat Atta 10 kg", "Food & Beverages"],
  ["Cold Pressed Groundnut Oil, 15 L Tin", "Food & Beverages"],
  ["Engine Oil 20W-40, 1 L (Case of 10)", "Automotive"],
  ["Neem and Tulsi Soap 100 g (Pack of 4)", "Health & Beauty"],
  ["Men's Formal Cotton Shirts", "Apparel"],
  ["Cotton Kurta for Men", "Apparel"],
  ["Printed Cotton Kurtas, Pack of 5", "Apparel"],
  ["Silk Kurta Pyjama Set", "Apparel"],
  ["Women's Rayon Printed Kurtis", "Apparel"],
  ["Georgette Sarees with Blouse Piece", "Apparel"],
  ["Banarasi Silk Sari", "Apparel"],
  ["Leather Formal Shoes", "Apparel"],
  ["Android Mobile Phone 6 GB", "Electronics"],
  ["Type-C Mobile Charger 25W", "Electronics"],
  ["Stainless Steel Utensils Set, 24 Pieces", "Kitchenware"],
  ["Copper Bottom Steel Kadai 2.5 L", "Kitchenware"],
  ["Steel Kitchen Storage Containers", "Kitchenware"],
  ["Teak Wood Dining Table, 6 Seater", "Furniture"],
  ["Plastic Moulded Chairs (Armless)", "Furniture"],
];

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const sellers = [await createTestSeller(db), await createTestSeller(db, { isVerified: false })];
  const start = Date.parse("2026-11-01T00:00:00Z");
  // Each name twice, from two sellers at other prices and times, so pages end inside every order's ties and tiers.
  await db.insert(products).values(
    [...CATALOGUE, ...CATALOGUE].map(([name, category], i) => ({
      sellerId: sellers[i % 2]!.id,
      name,
      description: i % 7 === 0 ? "Wholesale pack, cotton lined carton." : "Wholesale pack.",
      category,
      hsnCode: "9403",
      gstRateBasisPoints: 1800,
      price: 1_000 + ((i * 7_919) % 40_000),
      minOrderQuantity: [1, 5, 10][i % 3],
      stock: [0, 10, 500][i % 3],
      createdAt: new Date(start + (i % 9) * 60_000),
    })),
  );
  await db.execute(sql`update products set seller_priority = abs(hashtext(name || id::text)) % 4`);
  await db.execute(sql`analyze product_search`);
});
afterAll(async () => handle.close());

/** The definition of each order over every visible product matching an English tsquery (to_tsquery syntax). */
async function expectedIds(english: string, filters: Omit<ProductListFilters, "q"> = {}, sort: ProductSort = "relevance"): Promise<string[]> {
  const query = sql`to_tsquery('english', ${english})`;
  const order: Record<ProductSort, SQL> = {
    relevance: sql`(to_tsvector('english', p.name) @@ ${query}) desc, p.seller_priority desc, p.created_at desc, p.id desc`,
    recommended: sql`p.seller_priority desc, p.name, p.id`,
    newest: sql`p.created_at desc, p.id desc`,
    name_asc: sql`p.name, p.id`,
    name_desc: sql`p.name desc, p.id desc`,
    price_asc: sql`p.list_price, p.id`,
    price_desc: sql`p.list_price desc, p.id desc`,
    rating: sql`p.rating_key desc, p.id desc`,
  };
  const { rows } = await db.execute<{ id: string }>(sql`
    select p.id from products p join profiles s on s.id = p.seller_id
    where p.is_active and s.is_active and p.search_vector @@ ${query}
      and (${filters.category ?? null}::text is null or p.category = ${filters.category ?? null})
      and (${filters.minPrice ?? null}::bigint is null or p.list_price >= ${filters.minPrice ?? null})
      and (${filters.inStock ?? false}::boolean = false or p.stock >= p.min_order_quantity)
      and (${filters.verifiedOnly ?? false}::boolean = false or s.is_verified)
    order by ${order[sort]}`);
  return rows.map((row) => row.id);
}

async function pageThrough(filters: ProductListFilters, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listProducts(db, { ...filters, limit, ...(cursor ? { cursor } : {}) });
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor ?? undefined;
    if (ids.length > 200) throw new Error("pages never end");
  } while (cursor);
  return ids;
}

const names = async (q: string, filters: Omit<ProductListFilters, "q"> = {}) =>
  (await listProducts(db, { q, limit: 100, ...filters })).items.map((item) => item.name);

// A Hindi term, the same search in English words (websearch syntax, as a buyer types it), and in to_tsquery syntax.
const BOTH_WAYS: [hindi: string, english: string, tsquery: string][] = [
  ["मसाला", "masala or spices", "masala | spice"], // two English words some product has: the text index
  ["सूती कुर्ता", "cotton kurta", "cotton & kurta"], // one word each: the posting lists
  ["चावल 25 किलो", "rice 25 kg", "rice & 25 & kg"],
  ["साड़ियां", "saree or sari", "saree | sari"],
  ["तेल", "oil", "oil"],
  ["जूते", "shoes", "shoes"],
  ["मोबाइल चार्जर", "mobile charger", "mobile & charger"],
  // बर्तन is utensils or kitchenware, a category whose name is searched too.
  ["steel बर्तन", "steel utensils or steel kitchenware", "steel & (utensils | kitchenware)"],
  ["chawal", "rice", "rice"],
  ["आटा", "atta or flour", "atta | flour"],
  ["साबुन", "soap", "soap"],
];
const SORTS: ProductSort[] = ["relevance", "price_asc", "price_desc", "name_asc", "name_desc", "newest", "recommended"];

describe("a search in Hindi", () => {
  it.each(BOTH_WAYS)("%s finds what %j finds, in every sort and page size", async (hindi, english, tsquery) => {
    for (const sort of SORTS) {
      const expected = await expectedIds(tsquery, {}, sort);
      expect(expected.length, `${english} by ${sort}`).toBeGreaterThan(0);
      expect(await pageThrough({ q: english, sort }, 50), `${english} by ${sort}`).toEqual(expected);
      for (const limit of [1, 3]) expect(await pageThrough({ q: hindi, sort }, limit), `${hindi} by ${sort}`).toEqual(expected);
    }
  });

  it.each<[string, Omit<ProductListFilters, "q">, string]>([
    ["तेल", { category: "Automotive" }, "oil"],
    ["मसाला", { category: "Food & Beverages", minPrice: 5_000 }, "masala | spice"],
    ["कुर्ता", { inStock: true }, "kurta"],
    ["सूती कुर्ता", { category: "Apparel", verifiedOnly: true }, "cotton & kurta"],
  ])("%s with %j keeps the category and the filters", async (hindi, filters, tsquery) => {
    for (const sort of ["relevance", "price_asc", "name_desc"] as const) {
      const expected = await expectedIds(tsquery, filters, sort);
      expect(expected.length).toBeGreaterThan(0);
      expect(await pageThrough({ q: hindi, ...filters, sort }, 2)).toEqual(expected);
    }
  });

  it("mixes Hindi and English words, Devanagari digits, and a negated word", async () => {
    expect((await names("सूती shirts")).sort()).toEqual(["Men's Formal Cotton Shirts", "Men's Formal Cotton Shirts"]);
    expect(await pageThrough({ q: "चावल २५ किलो", sort: "price_asc" }, 2)).toEqual(await expectedIds("rice & 25 & kg", {}, "price_asc"));
    expect(await pageThrough({ q: "कुर्ता -रेशम", sort: "name_asc" }, 2)).toEqual(await expectedIds("kurta & !silk", {}, "name_asc"));
    expect(await names("सस्ता steel के बर्तन")).toEqual(await names("steel utensils or steel kitchenware"));
  });

  it("corrects a misspelt English word beside a Hindi one, as beside its English word", async () => {
    const corrected = await pageThrough({ q: "cotton kurtaa", sort: "relevance" }, 50);
    expect(corrected).toEqual(expect.arrayContaining(await expectedIds("cotton & kurta")));
    expect(await pageThrough({ q: "सूती kurtaa", sort: "relevance" }, 1)).toEqual(corrected);
    expect(await pageThrough({ q: "सूती kurtaa", sort: "price_desc" }, 2)).toEqual(await pageThrough({ q: "cotton kurtaa", sort: "price_desc" }, 50));
  });

  it("answers an unknown Hindi word, or one without goods, with the usual empty page", async () => {
    for (const q of ["नमस्ते", "नमस्ते चावल", "के", "चावल -चावल"]) {
      expect(await listProducts(db, { q }), q).toEqual({ items: [], nextCursor: null });
    }
  });

  it("finds products named in Hindi by the Hindi word too", async () => {
    const [seller] = await db.select().from(products).limit(1);
    const [named] = await db
      .insert(products)
      .values({ sellerId: seller!.sellerId, name: "Annapurna बासमती चावल 10 kg", category: "Food & Beverages", hsnCode: "1006", gstRateBasisPoints: 500, price: 9_000 })
      .returning();
    try {
      expect(await names("चावल")).toContain("Annapurna बासमती चावल 10 kg");
      expect(await names("chawal")).toContain("Annapurna बासमती चावल 10 kg");
      expect(await names("rice")).not.toContain("Annapurna बासमती चावल 10 kg");
    } finally {
      await db.delete(products).where(sql`id = ${named!.id}`);
    }
  });

  it("costs an English search no statement more, a Hindi one one more, and reads both from the posting lists", async () => {
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    /** The statements a warm search runs (its term's words, the indexes and statistics are remembered), as SQL. */
    const statements = async (q: string) => {
      await listProducts(db, { q });
      const spy = vi.spyOn(client, "query");
      try {
        await listProducts(db, { q });
        return spy.mock.calls.map(([query]) => (typeof query === "string" ? query : (query as { text: string }).text));
      } finally {
        spy.mockRestore();
      }
    };
    const fromPostings = (statement: string | undefined) => statement?.includes("from product_search_postings w1");
    const english = await statements("cotton kurta");
    expect(english).toHaveLength(1);
    expect(fromPostings(english[0])).toBe(true);
    const hindi = await statements("सूती कुर्ता");
    expect(hindi).toHaveLength(2);
    expect(fromPostings(hindi[1])).toBe(true);
    // मसाला is masala or spice, both some product's words: a choice for every word, which the text index answers.
    const masala = await statements("मसाला");
    expect(masala).toHaveLength(2);
    expect(fromPostings(masala[1])).toBe(false);
  });
});

describe("the trade words in PostgreSQL", () => {
  it("are each words the english configuration keeps, written as the search writes them", async () => {
    const words = TRADE_WORD_ENTRIES.flatMap((entry) => [...entry.english, ...entry.latin, ...entry.devanagari]);
    const queries = words.map((word) => tradeWordsTsquery([{ typed: word, alternatives: [word], negated: false }]));
    const { rows } = await db.execute<{ query: string }>(sql`
      select q as query from jsonb_array_elements_text(${JSON.stringify(queries)}::jsonb) q where numnode(to_tsquery('english', q)) = 0`);
    expect(rows).toEqual([]);
  });

  it("name every product of the demo catalogue by one Hindi word at least", async () => {
    const demo = [ANNAPURNA_FOODS, BHARAT_ELECTRONICS, JAIPUR_HOME_DECOR, KOCHI_KITCHEN_FURNITURE, KOLKATA_BOOKS, LUDHIANA_STEEL, MUMBAI_WELLNESS, SHAKTI_TEXTILES]
      .flat()
      .map((product) => product.name);
    const queries = TRADE_WORD_ENTRIES.map((entry) => tradeWordsTsquery([{ typed: "", alternatives: entry.english, negated: false }]));
    const { rows } = await db.execute<{ name: string }>(sql`
      select n as name from jsonb_array_elements_text(${JSON.stringify(demo)}::jsonb) n
      where not exists (
        select 1 from jsonb_array_elements_text(${JSON.stringify(queries)}::jsonb) q where to_tsvector('english', n) @@ to_tsquery('english', q))`);
    // A name listed here needs its Hindi word in domain/search/trade-words.
    expect(rows).toEqual([]);
  });
});
