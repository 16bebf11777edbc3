import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductList, productListSchema } from "@domain/schemas/catalog";
import type { App } from "../../app";
import { productReviews } from "../../db/schema";
import { createTestProduct, createTestSeller, reviewTestProducts } from "../../modules/catalog/test-factories";
import { createTestApp } from "../../test/test-app";

let app: App;
let sellerId: string;
const ids: Record<string, string> = {};

async function list(url: string, query: Record<string, string> = {}): Promise<ProductList> {
  const res = await app.inject({ url, query });
  expect(res.statusCode, res.body).toBe(200);
  // Exactly the schema's shape: parsing drops unknown keys, so equality also says there are none.
  const body: ProductList = res.json();
  expect(productListSchema.parse(body)).toEqual(body);
  return body;
}
const products_ = (query: Record<string, string> = {}) => list("/api/public/products", query);
const names = (page: ProductList) => page.items.map((item) => item.name);

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const seller = await createTestSeller(db, { companyName: "Ludhiana Fasteners" });
  const suspended = await createTestSeller(db, { companyName: "Suspended Supplies", isActive: false });
  sellerId = seller.id;
    let price = 10_000;
  const product = async (owner: string, name: string, category: "Kitchenware" | "Industrial & Scientific") => {
    price -= 1_000; // each dearer than the next
    const row = await createTestProduct(db, owner, { name, category, description: "Wholesale pack.", price });
    ids[name] = row.id;
    return row;
  };
  const bolts = await product(seller.id, "Steel Hex Bolts", "Industrial & Scientific"); // 5, 5, 4: 4.7 from 3
  const washers = await product(seller.id, "Steel Washers", "Industrial & Scientific"); // 4: 4.0 from 1
  const kadai = await product(seller.id, "Steel Kadai", "Kitchenware"); // 4, 4, 3: 3.7 from 3
  await product(seller.id, "Brass Tumblers", "Kitchenware"); // no reviews
  const tiffin = await product(seller.id, "Brass Tiffin", "Kitchenware"); // 5: 5.0 from 1
  const hidden = await product(suspended.id, "Hidden Steel Ladle", "Kitchenware");
  await reviewTestProducts(db, seller.id, [
    [bolts, [5, 5, 4]],
    [washers, [4]],
    [kadai, [4, 4, 3]],
    [tiffin, [5]],
  ]);
  await reviewTestProducts(db, suspended.id, [[hidden, [5, 5]]]);
});
afterAll(async () => app.close());

describe("ratings on the catalogue's cards", () => {
  it("carries each product's average in tenths and review count on every card", async () => {
    const page = await products_({ sort: "name_asc" });
    expect(Object.fromEntries(page.items.map((item) => [item.name, item.rating]))).toEqual({
      "Brass Tiffin": { averageTenths: 50, count: 1 },
      "Brass Tumblers": { averageTenths: 0, count: 0 },
      "Steel Hex Bolts": { averageTenths: 47, count: 3 },
      "Steel Kadai": { averageTenths: 37, count: 3 },
      "Steel Washers": { averageTenths: 40, count: 1 },
    });
    // A search and a seller's page give the same cards.
    const search = await products_({ q: "bolts" });
    expect(search.items[0]!.rating).toEqual({ averageTenths: 47, count: 3 });
    const sellerPage = await list(`/api/public/sellers/${sellerId}/products`);
    expect(sellerPage.items.find((item) => item.name === "Steel Kadai")!.rating).toEqual({ averageTenths: 37, count: 3 });
  });

  it("sorts Top rated: highest shown average first, products without reviews last", async () => {
    expect(names(await products_({ sort: "rating" }))).toEqual(["Brass Tiffin", "Steel Hex Bolts", "Steel Washers", "Steel Kadai", "Brass Tumblers"]);
    expect(names(await products_({ sort: "rating", category: "Kitchenware" }))).toEqual(["Brass Tiffin", "Steel Kadai", "Brass Tumblers"]);
    expect(names(await products_({ sort: "rating", q: "steel" }))).toEqual(["Steel Hex Bolts", "Steel Washers", "Steel Kadai"]);
  });

  it("filters 4★ & up (an average shown as 4.0 counts, 3.7 does not) in any sort, search and category", async () => {
    expect(names(await products_({ minRating: "4", sort: "rating" }))).toEqual(["Brass Tiffin", "Steel Hex Bolts", "Steel Washers"]);
    expect(names(await products_({ minRating: "4", sort: "name_asc" }))).toEqual(["Brass Tiffin", "Steel Hex Bolts", "Steel Washers"]);
    expect(names(await products_({ minRating: "4", q: "steel", sort: "price_asc" }))).toEqual(["Steel Washers", "Steel Hex Bolts"]);
    expect(names(await products_({ minRating: "4", q: "steel" }))).toEqual(["Steel Washers", "Steel Hex Bolts"]); // newest first
    expect(names(await products_({ minRating: "4", category: "Kitchenware" }))).toEqual(["Brass Tiffin"]);
    expect(names(await products_({ minRating: "4", q: "kadai" }))).toEqual([]);
  });

  it("pages Top rated with the cursor it gives, and refuses another sort's cursor", async () => {
    const first = await products_({ sort: "rating", limit: "2" });
    expect(names(first)).toEqual(["Brass Tiffin", "Steel Hex Bolts"]);
    const second = await products_({ sort: "rating", limit: "2", cursor: first.nextCursor! });
    expect(names(second)).toEqual(["Steel Washers", "Steel Kadai"]);
    const wrongSort = await app.inject({ url: "/api/public/products", query: { sort: "newest", cursor: first.nextCursor! } });
    expect(wrongSort.statusCode).toBe(400);
    expect(wrongSort.json().error.code).toBe("INVALID_CURSOR");
    const newest = await products_({ sort: "newest", limit: "2" });
    const intoRating = await app.inject({ url: "/api/public/products", query: { sort: "rating", cursor: newest.nextCursor! } });
    expect(intoRating.statusCode).toBe(400);
    expect(intoRating.json().error.code).toBe("INVALID_CURSOR");
  });

  it.each([["3"], ["5"], ["4.5"], [""], ["four"]])("refuses minRating=%j", async (minRating) => {
    const res = await app.inject({ url: "/api/public/products", query: { minRating } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
  });

  it("shows a hidden review's product without it at once, past the catalogue's cache", async () => {
    expect(names(await products_({ minRating: "4", category: "Industrial & Scientific" }))).toEqual(["Steel Hex Bolts", "Steel Washers"]);
    const db = app.ctx.db;
    const [washersReview] = await db.select().from(productReviews).where(eq(productReviews.productId, ids["Steel Washers"]!));
    await db.update(productReviews).set({ hiddenAt: new Date(), hiddenReason: "Spam" }).where(eq(productReviews.id, washersReview!.id));
    // The notification that empties the cache is delivered at commit; the next request may race it by a moment.
    await expect
      .poll(async () => names(await products_({ minRating: "4", category: "Industrial & Scientific" })))
      .toEqual(["Steel Hex Bolts"]);
    const washers = (await products_({ q: "washers" })).items[0]!;
    expect(washers.rating).toEqual({ averageTenths: 0, count: 0 });
  });
});
