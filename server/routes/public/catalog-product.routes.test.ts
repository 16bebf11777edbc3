import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productDetailSchema } from "@domain/schemas/catalog";
import type { App } from "../../app";
import { products, profiles } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createTestApp } from "../../test/test-app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const getProduct = (id: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/public/products/${id}`, headers });

describe("GET /api/public/products/:id", () => {
  it("returns the product with only the seller's public fields, tiers by quantity and media in display order", async () => {
    const seller = await createTestSeller(app.ctx.db, { companyName: "Shakti Textiles", gstNumber: "24AABCS1234F1Z5" });
    const product = await createTestProduct(app.ctx.db, seller.id, {
      name: "Cotton Kurtis",
      category: "Apparel",
      description: "Hand block printed.",
      price: 45_000,
      stock: 800,
      minOrderQuantity: 20,
      tieredPricing: [{ quantity: 200, price: 38_000 }, { quantity: 50, price: 42_000 }],
      media: [
        { mediaUrl: "/media/kurti-video.mp4", mediaType: "video", displayOrder: 3 },
        { mediaUrl: "/media/kurti-front.jpg", displayOrder: 1 },
        { mediaUrl: "/media/kurti-back.jpg", displayOrder: 2 },
      ],
    });

    const res = await getProduct(product.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Written by the database, passed through: exactly the schema's shape, with no other keys.
    expect(productDetailSchema.parse(body)).toEqual(body);
    expect(body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(body).toMatchObject({
      id: product.id,
      name: "Cotton Kurtis",
      category: "Apparel",
      description: "Hand block printed.",
      price: 45_000,
      listPrice: 45_000,
      stock: 800,
      minOrderQuantity: 20,
      isActive: true,
      tieredPricing: [{ quantity: 50, price: 42_000 }, { quantity: 200, price: 38_000 }],
      seller: { id: seller.id, companyName: "Shakti Textiles", isVerified: true },
    });
    // The seller's public fields and its trust figures (seller-trust.routes.test.ts), nothing private.
    expect(Object.keys(body.seller)).toEqual(["id", "companyName", "isVerified", "trust"]);
    expect(body).not.toHaveProperty("sellerId");
    expect(body).not.toHaveProperty("searchVector");
    expect(body.media.map((m: { mediaUrl: string }) => m.mediaUrl)).toEqual([
      "/media/kurti-front.jpg",
      "/media/kurti-back.jpg",
      "/media/kurti-video.mp4",
    ]);
    expect(body.media[2]).toMatchObject({ mediaType: "video", displayOrder: 3 });
  });

  it("answers 404 for a missing product, an inactive one and one of a deactivated seller", async () => {
    const seller = await createTestSeller(app.ctx.db);
    const inactive = await createTestProduct(app.ctx.db, seller.id, { isActive: false });
    const suspendedSeller = await createTestSeller(app.ctx.db, { isActive: false });
    const orphaned = await createTestProduct(app.ctx.db, suspendedSeller.id);
    for (const id of [randomUUID(), inactive.id, orphaned.id]) {
      const res = await getProduct(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: "PRODUCT_NOT_FOUND", message: "Product not found" });
    }
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const res = await getProduct("not-a-uuid");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
  });
});

describe("HTTP caching", () => {
  it("sends an ETag and Cache-Control, and 304 for a matching If-None-Match", async () => {
    const seller = await createTestSeller(app.ctx.db);
    const product = await createTestProduct(app.ctx.db, seller.id);
    const first = await getProduct(product.id);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await getProduct(product.id, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await getProduct(product.id, { "if-none-match": `"other", ${etag}` })).statusCode).toBe(304);
    // A repeat is answered from the cache before validation, with the same body and every security header.
    const cached = await getProduct(product.id, { "if-none-match": '"other"' });
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(first.body);
    expect(cached.headers["x-content-type-options"]).toBe("nosniff");
    expect(cached.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");

    const categories = await app.inject("/api/public/categories");
    const notModified = await app.inject({ url: "/api/public/categories", headers: { "if-none-match": categories.headers.etag as string } });
    expect(notModified.statusCode).toBe(304);
  });

  it("serves the new product after any write to it, with a new ETag", async () => {
    const seller = await createTestSeller(app.ctx.db);
    const product = await createTestProduct(app.ctx.db, seller.id, { name: "Jute Bags", price: 5_000 });
    const before = await getProduct(product.id);
    await app.ctx.db.update(products).set({ price: 4_500 }).where(eq(products.id, product.id));

    await expect.poll(async () => (await getProduct(product.id)).json().price).toBe(4_500);
    const after = await getProduct(product.id, { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("drops a deactivated seller's products from cached listings", async () => {
    const seller = await createTestSeller(app.ctx.db);
    await createTestProduct(app.ctx.db, seller.id, { name: "Peacock Feather Fans", category: "Home Goods" });
    const listing = async () =>
      (await app.inject({ url: "/api/public/products", query: { q: "peacock feather" } })).json().items.length;
    expect(await listing()).toBe(1);
    await app.ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, seller.id));
    await expect.poll(listing).toBe(0);
  });
});

describe("OpenAPI", () => {
  it("documents the catalogue routes", async () => {
    const { paths } = (await app.inject("/api/docs/json")).json();
    expect(paths["/api/public/categories"].get).toBeDefined();
    expect(paths["/api/public/products"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["q", "category", "minPrice", "maxPrice", "sort", "cursor", "limit"]),
    );
    expect(paths["/api/public/products/{id}"].get).toBeDefined();
  });
});
