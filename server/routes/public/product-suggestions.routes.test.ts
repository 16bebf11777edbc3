import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductSuggestionList } from "@domain/schemas/catalog";
import type { App } from "../../app";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createTestApp } from "../../test/test-app";

let app: App;

async function suggest(q: string): Promise<ProductSuggestionList["items"]> {
  const res = await app.inject({ url: "/api/public/products/suggestions", query: { q } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductSuggestionList>().items;
}

const names = (items: ProductSuggestionList["items"]) => items.map((item) => item.name);

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const seller = await createTestSeller(db);
  const suspended = await createTestSeller(db, { isActive: false });
  await createTestProduct(db, seller.id, { name: "Stainless Steel Bolts", category: "Industrial & Scientific" });
  await createTestProduct(db, seller.id, { name: "Mild Steel Washers", category: "Industrial & Scientific" });
  await createTestProduct(db, seller.id, { name: "Steel Tiffin Boxes", category: "Kitchenware" });
  await createTestProduct(db, seller.id, { name: "Stainless Scrubbers", category: "Kitchenware", isActive: false });
  await createTestProduct(db, suspended.id, { name: "Stainless Steel Kadai", category: "Kitchenware" });
  for (let i = 1; i <= 12; i++) await createTestProduct(db, seller.id, { name: `Cotton Towel ${i}`, category: "Home Goods" });
});
afterAll(async () => app.close());

describe("GET /api/public/products/suggestions", () => {
  it("suggests names with words starting as typed, those starting with the term first, only visible products", async () => {
    expect(await suggest("stain")).toEqual([
      { id: expect.any(String), name: "Stainless Steel Bolts", category: "Industrial & Scientific" },
    ]);
    expect(names(await suggest("ste"))).toEqual(["Steel Tiffin Boxes", "Mild Steel Washers", "Stainless Steel Bolts"]);
    expect(names(await suggest("steel bol"))).toEqual(["Stainless Steel Bolts"]);
    expect(names(await suggest("BOLTS"))).toEqual(["Stainless Steel Bolts"]);
  });

  it("gives at most 8", async () => {
    const items = await suggest("towel");
    expect(items).toHaveLength(8);
    expect(names(items).every((name) => name.startsWith("Cotton Towel"))).toBe(true);
  });

  it("answers an empty list for a term nothing matches, or one of symbols only, and is cacheable", async () => {
    expect(await suggest("saffron")).toEqual([]);
    expect(await suggest("%_'&|!:*")).toEqual([]);
    const res = await app.inject({ url: "/api/public/products/suggestions", query: { q: "steel" } });
    expect(res.headers.etag).toBeTruthy();
    const again = await app.inject({
      url: "/api/public/products/suggestions",
      query: { q: "steel" },
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("understands Hindi words for goods typed whole, in Devanagari or as traders spell them in Latin letters", async () => {
    expect(names(await suggest("स्टील bol"))).toEqual(["Stainless Steel Bolts"]);
    expect(names(await suggest("तौलिया"))).toHaveLength(8);
    expect(names(await suggest("सूती tow")).every((name) => name.startsWith("Cotton Towel"))).toBe(true);
    expect(names(await suggest("sooti towel"))).toHaveLength(8);
    expect(names(await suggest("टिफिन के डिब्बे"))).toEqual(["Steel Tiffin Boxes"]);
    expect(await suggest("के")).toEqual([]);
    expect(await suggest("नमस्ते")).toEqual([]);
  });

  it.each<[string, Record<string, string>]>([
    ["no term", {}],
    ["an empty term", { q: "" }],
    ["a term of spaces", { q: "   " }],
    ["a term that is too long", { q: "x".repeat(101) }],
    ["an unknown parameter", { q: "steel", limit: "20" }],
  ])("refuses %s with 400", async (_label, query) => {
    const res = await app.inject({ url: "/api/public/products/suggestions", query });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
  });
});
