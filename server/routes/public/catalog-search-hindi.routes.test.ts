import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductList, productListSchema } from "@domain/schemas/catalog";
import type { App } from "../../app";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createTestApp } from "../../test/test-app";

let app: App;

async function search(query: Record<string, string>): Promise<ProductList> {
  const res = await app.inject({ url: "/api/public/products", query });
  expect(res.statusCode, res.body).toBe(200);
  const body: ProductList = res.json();
  expect(productListSchema.parse(body)).toEqual(body);
  return body;
}

const names = async (query: Record<string, string>) => (await search(query)).items.map((item) => item.name).sort();

/** Follows nextCursor to the end, `limit` at a time, as the web app's "more" does. */
async function allNames(query: Record<string, string>, limit: number): Promise<string[]> {
  const all: string[] = [];
  let cursor: string | null = null;
  do {
    const page: ProductList = await search({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    all.push(...page.items.map((item) => item.name));
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const seller = await createTestSeller(db, { companyName: "Annapurna Foods Wholesale" });
  const textiles = await createTestSeller(db, { companyName: "Shakti Textiles" });
  const food = { category: "Food & Beverages" } as const;
  await createTestProduct(db, seller.id, { ...food, name: "Madras Sambar Masala, 100 g (Box of 50)", price: 115_000 });
  await createTestProduct(db, seller.id, { ...food, name: "Whole Spices Combo Pack", price: 64_000 });
  await createTestProduct(db, seller.id, { ...food, name: "Sona Masoori Rice, 25 kg Bag", price: 137_500 });
  await createTestProduct(db, seller.id, { ...food, name: "Basmati Rice, 5 kg Bag", price: 62_000 });
  await createTestProduct(db, seller.id, { ...food, name: "Cold Pressed Groundnut Oil, 15 L Tin", price: 265_000 });
  await createTestProduct(db, seller.id, { ...food, name: "Chakki Fresh Wheat Atta, 10 kg", price: 42_000 });
  const apparel = { category: "Apparel" } as const;
  await createTestProduct(db, textiles.id, { ...apparel, name: "Cotton Kurta for Men", price: 45_000 });
  await createTestProduct(db, textiles.id, { ...apparel, name: "Printed Cotton Kurtas, Pack of 5", price: 180_000 });
  await createTestProduct(db, textiles.id, { ...apparel, name: "Silk Kurta Pyjama Set", price: 250_000 });
  await createTestProduct(db, textiles.id, { ...apparel, name: "Georgette Sarees with Blouse Piece", price: 90_000 });
  await createTestProduct(db, textiles.id, { ...apparel, name: "Leather Formal Shoes", price: 120_000 });
});
afterAll(async () => app.close());

describe("GET /api/public/products?q= in Hindi", () => {
  it.each<[string, string, string[]]>([
    ["मसाला", "masala or spices", ["Madras Sambar Masala, 100 g (Box of 50)", "Whole Spices Combo Pack"]],
    ["सूती कुर्ता", "cotton kurta", ["Cotton Kurta for Men", "Printed Cotton Kurtas, Pack of 5"]],
    ["चावल 25 किलो", "rice 25 kg", ["Sona Masoori Rice, 25 kg Bag"]],
    ["चावल", "rice", ["Basmati Rice, 5 kg Bag", "Sona Masoori Rice, 25 kg Bag"]],
    ["साड़ी", "saree", ["Georgette Sarees with Blouse Piece"]],
    ["जूते", "shoes", ["Leather Formal Shoes"]],
    ["मूंगफली का तेल", "groundnut oil", ["Cold Pressed Groundnut Oil, 15 L Tin"]],
    ["आटा", "atta", ["Chakki Fresh Wheat Atta, 10 kg"]],
    ["chawal", "rice", ["Basmati Rice, 5 kg Bag", "Sona Masoori Rice, 25 kg Bag"]],
  ])("%s finds the English-named products %j finds", async (hindi, english, expected) => {
    expect(await names({ q: hindi })).toEqual(expected);
    expect(await names({ q: english })).toEqual(expected);
  });

  it("pages, sorts and filters a Hindi search as an English one", async () => {
    for (const sort of ["relevance", "price_asc", "name_desc", "newest"]) {
      expect(await allNames({ q: "कुर्ता", sort }, 1)).toEqual(await allNames({ q: "kurta", sort }, 10));
    }
    expect(await names({ q: "कुर्ता", maxPrice: "200000" })).toEqual(["Cotton Kurta for Men", "Printed Cotton Kurtas, Pack of 5"]);
    expect(await names({ q: "तेल", category: "Apparel" })).toEqual([]);
    expect(await names({ q: "चावल", category: "Food & Beverages", sort: "price_desc" })).toEqual(["Basmati Rice, 5 kg Bag", "Sona Masoori Rice, 25 kg Bag"]);
  });

  it("mixes Hindi and English words", async () => {
    expect(await names({ q: "basmati चावल" })).toEqual(["Basmati Rice, 5 kg Bag"]);
    expect(await names({ q: "रेशम kurta" })).toEqual(["Silk Kurta Pyjama Set"]);
  });

  it("answers an unknown Hindi word with the usual empty page", async () => {
    expect(await search({ q: "नमस्ते" })).toEqual({ items: [], nextCursor: null });
    expect(await search({ q: "चावल नमस्ते" })).toEqual({ items: [], nextCursor: null });
  });
});
