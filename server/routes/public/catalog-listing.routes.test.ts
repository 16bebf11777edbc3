import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductList, type ProductSummary, productListSchema } from "@domain/schemas/catalog";
import type { App } from "../../app";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createTestApp } from "../../test/test-app";

let app: App;

async function list(query: Record<string, string | number>): Promise<ProductList> {
  const res = await app.inject({ url: "/api/public/products", query: stringify(query) });
  expect(res.statusCode, res.body).toBe(200);
  // The database writes the JSON and the server passes it through: it must be exactly the schema's shape (parsing
  // drops unknown keys, so equality also says there are none).
  const body: ProductList = res.json();
  expect(productListSchema.parse(body)).toEqual(body);
  return body;
}

const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

/** Follows nextCursor to the end, `limit` at a time. */
async function listAll(query: Record<string, string | number>, limit: number): Promise<ProductSummary[]> {
  const all: ProductSummary[] = [];
  let cursor: string | null = null;
  do {
    const page: ProductList = await list({ ...query, limit, ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

const names = (items: ProductSummary[]) => items.map((item) => item.name);

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const seller = await createTestSeller(db, { companyName: "Ludhiana Fasteners" });
  const unverified = await createTestSeller(db, { companyName: "New Kitchen Co", isVerified: false });
  const suspended = await createTestSeller(db, { companyName: "Suspended Supplies", isActive: false });
  const industrial = { category: "Industrial & Scientific" };
  await createTestProduct(db, seller.id, {
    ...industrial,
    name: "Stainless Steel Bolts",
    description: "M10 hex bolts, grade 304, pack of 100.",
    price: 45_000,
    media: [{ mediaUrl: "/images/bolts-2.svg", displayOrder: 2 }, { mediaUrl: "/images/bolts-1.svg", displayOrder: 1 }],
  });
  await createTestProduct(db, seller.id, { ...industrial, name: "Mild Steel Washers", description: "Flat washers.", price: 12_000 });
  await createTestProduct(db, seller.id, { ...industrial, name: "Brass Door Hinges", description: "Heavy hinges for steel doors.", price: 30_000 });
  await createTestProduct(db, seller.id, { ...industrial, name: "Safety Helmets", description: "ISI marked.", price: 30_000 });
  await createTestProduct(db, seller.id, {
    ...industrial,
    name: "Welding Rods",
    description: "Priced by quantity only.",
    price: 0,
    tieredPricing: [{ quantity: 100, price: 2_500 }, { quantity: 1_000, price: 2_000 }],
  });
  await createTestProduct(db, seller.id, { ...industrial, name: "Retired Bolt Cutter", isActive: false, price: 20_000 });
  await createTestProduct(db, suspended.id, { ...industrial, name: "Suspended Steel Bolts", price: 20_000 });
  await createTestProduct(db, seller.id, { category: "Sports & Outdoors", name: "Steelers Football Helmets", price: 9_000 });
  await createTestProduct(db, unverified.id, { category: "Kitchenware", name: "Steel Tiffin Boxes", description: "Three tier.", price: 35_000 });
});
afterAll(async () => app.close());

describe("GET /api/public/categories", () => {
  it("lists the 13 categories in display order with description and image", async () => {
    const res = await app.inject("/api/public/categories");
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(13);
    expect(items[0]).toEqual({
      name: "Apparel",
      slug: "apparel",
      description: expect.any(String),
      imageUrl: "/images/categories/apparel.svg",
    });
    expect(items[3].name).toBe("Food & Beverages");
  });
});

describe("GET /api/public/products?category=", () => {
  it("lists only active products of active sellers in that category, with seller and first media", async () => {
    const { items, nextCursor } = await list({ category: "Industrial & Scientific" });
    expect(names(items)).toEqual(["Brass Door Hinges", "Mild Steel Washers", "Safety Helmets", "Stainless Steel Bolts", "Welding Rods"]);
    expect(nextCursor).toBeNull();
    const bolts = items.find((item) => item.name === "Stainless Steel Bolts")!;
    expect(bolts.seller).toEqual({ id: expect.any(String), companyName: "Ludhiana Fasteners", isVerified: true });
    expect(bolts.thumbnail).toEqual({ mediaUrl: "/images/bolts-1.svg", mediaType: "image" });
    expect(items.find((item) => item.name === "Safety Helmets")!.thumbnail).toBeNull();
    expect(Object.keys(bolts.seller)).toEqual(["id", "companyName", "isVerified"]);
  });

  it("gives a tier-only product the first tier's price as its list price", async () => {
    const { items } = await list({ category: "Industrial & Scientific", q: "welding" });
    expect(items[0]).toMatchObject({ name: "Welding Rods", price: 0, listPrice: 2_500 });
  });
});

describe("search", () => {
  it('finds "Stainless Steel Bolts" for "steel bolts", ranked first, never the inactive ones', async () => {
    const { items } = await list({ q: "steel bolts" });
    expect(items[0]!.name).toBe("Stainless Steel Bolts");
    expect(names(items)).not.toContain("Suspended Steel Bolts");
    expect(names(items)).not.toContain("Retired Bolt Cutter");
  });

  it.each(["stainles steel bolts", "steel bolst", "stainless steal bolts"])("tolerates the typo in %j", async (q) => {
    const { items } = await list({ q });
    expect(items[0]?.name).toBe("Stainless Steel Bolts");
  });

  it("searches descriptions and category names too, across categories", async () => {
    expect(names((await list({ q: "hinges steel doors" })).items)).toEqual(["Brass Door Hinges"]);
    expect(names((await list({ q: "kitchenware" })).items)).toEqual(["Steel Tiffin Boxes"]);
    expect(names((await list({ q: "steel" })).items)).toEqual(
      expect.arrayContaining(["Stainless Steel Bolts", "Mild Steel Washers", "Steel Tiffin Boxes", "Brass Door Hinges"]),
    );
  });

  it("falls back to similar names only when the words match nothing", async () => {
    expect(names((await list({ q: "stel" })).items)).toEqual(
      expect.arrayContaining(["Stainless Steel Bolts", "Mild Steel Washers", "Steel Tiffin Boxes"]),
    );
    // "hinges" matches as a word, so look-alike names are not mixed in, even where filters leave nothing.
    expect(names((await list({ q: "hinges" })).items)).toEqual(["Brass Door Hinges"]);
    expect((await list({ q: "steel", category: "Sports & Outdoors" })).items).toEqual([]);
    expect(names((await list({ q: "steelr", category: "Sports & Outdoors" })).items)).toEqual(["Steelers Football Helmets"]);
  });

  it("returns nothing for a term nothing matches", async () => {
    expect(await list({ q: "saffron" })).toEqual({ items: [], nextCursor: null });
  });

  it("combines the term with a category and a price range", async () => {
    const { items } = await list({ q: "steel", category: "Industrial & Scientific", maxPrice: 30_000 });
    expect(names(items).sort()).toEqual(["Brass Door Hinges", "Mild Steel Washers"]);
  });
});

describe("price range", () => {
  it("includes both bounds, in paise, on the list price", async () => {
    const between = await list({ category: "Industrial & Scientific", minPrice: 12_000, maxPrice: 30_000, sort: "price_asc" });
    // Hinges and helmets cost the same; their order between them is the id's.
    expect(between.items.map((item) => item.listPrice)).toEqual([12_000, 30_000, 30_000]);
    expect(names(between.items).sort()).toEqual(["Brass Door Hinges", "Mild Steel Washers", "Safety Helmets"]);
    const exact = await list({ minPrice: 2_500, maxPrice: 2_500 });
    expect(names(exact.items)).toEqual(["Welding Rods"]);
    const above = await list({ minPrice: 35_000, sort: "price_desc" });
    expect(names(above.items)).toEqual(["Stainless Steel Bolts", "Steel Tiffin Boxes"]);
  });
});

describe("sorting", () => {
  const category = "Industrial & Scientific";
  it("sorts by name both ways", async () => {
    const ascending = names((await list({ category, sort: "name_asc" })).items);
    expect(ascending).toEqual([...ascending].sort());
    expect(names((await list({ category, sort: "name_desc" })).items)).toEqual([...ascending].reverse());
  });

  it("sorts by list price both ways, equal prices in a stable order", async () => {
    const ascending = (await list({ category, sort: "price_asc" })).items;
    expect(ascending.map((item) => item.listPrice)).toEqual([2_500, 12_000, 30_000, 30_000, 45_000]);
    const descending = (await list({ category, sort: "price_desc" })).items;
    expect(descending.map((item) => item.listPrice)).toEqual([45_000, 30_000, 30_000, 12_000, 2_500]);
    expect(names(descending)).toEqual(names(ascending).reverse());
  });
});

describe("pagination", () => {
  it.each([
    [{ category: "Industrial & Scientific", sort: "name_asc" }],
    [{ category: "Industrial & Scientific", sort: "name_desc" }],
    [{ sort: "price_asc" }],
    [{ sort: "price_desc" }],
    [{ q: "steel", sort: "relevance" }],
    [{ q: "steel", sort: "price_asc" }],
    [{ q: "stel", sort: "relevance" }],
    [{ q: "stel", sort: "name_desc" }],
  ])("pages through %j with no duplicates or gaps", async (query) => {
    const whole = (await list({ ...query, limit: 60 })).items;
    for (const limit of [1, 2, 3]) {
      const paged = await listAll(query, limit);
      expect(paged.map((item) => item.id)).toEqual(whole.map((item) => item.id));
    }
  });
});

describe("invalid query parameters", () => {
  it.each([
    ["an unknown category", { category: "Spaceships" }],
    ["a price that is not a whole number", { minPrice: "12.5" }],
    ["an empty price", { maxPrice: "" }],
    ["a negative price", { minPrice: "-1" }],
    ["minPrice above maxPrice", { minPrice: "500", maxPrice: "100" }],
    ["limit 0", { limit: "0" }],
    ["limit above 60", { limit: "61" }],
    ["an unknown sort", { sort: "popularity" }],
    ["relevance without a term", { sort: "relevance" }],
    ["an unknown parameter", { colour: "red" }],
    ["a term that is too long", { q: "x".repeat(101) }],
    ["a malformed cursor", { cursor: "not-a-cursor" }],
  ])("refuses %s with 400", async (_label, query) => {
    const res = await app.inject({ url: "/api/public/products", query });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toMatch(/VALIDATION_ERROR|INVALID_CURSOR/);
  });

  it("refuses a cursor made for another sort", async () => {
    const { nextCursor } = await list({ category: "Industrial & Scientific", sort: "name_asc", limit: 1 });
    const res = await app.inject({ url: "/api/public/products", query: { sort: "price_asc", cursor: nextCursor! } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("INVALID_CURSOR");
  });
});
