import type { AdminProduct, AdminProductList } from "@domain/schemas/admin-catalog";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { auditLog, orderItems, products } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
let admin: Awaited<ReturnType<typeof signInAs>>;
let seller: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, "admin");
  seller = await signInAs(app, "seller", { companyName: "Kanpur Leather Works" });
});
afterAll(async () => app.close());

const call = (method: "GET" | "PATCH" | "DELETE", url: string, payload?: object, headers = admin.headers) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const list = async (query: string) => (await call("GET", `/api/admin/products?${query}`)).json() as AdminProductList;
const auditOf = (productId: string) => app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, productId)).orderBy(auditLog.id);

describe("GET /api/admin/products", () => {
  it("lists every seller's products with the seller, found by product or company name, filtered by visibility", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: "Tan leather wallet" });
    const byName = await list("q=leather wallet");
    expect(byName.products.find((row) => row.id === product.id)).toMatchObject({
      name: "Tan leather wallet",
      sellerId: seller.profile.id,
      sellerName: "Kanpur Leather Works",
      price: product.price,
      stock: product.stock,
      isActive: true,
    } satisfies Partial<AdminProduct>);
    expect((await list("q=Kanpur Leather")).products.some((row) => row.id === product.id)).toBe(true);
    expect((await list("visibility=hidden&limit=100")).products.every((row) => !row.isActive)).toBe(true);
  });
});

describe("PATCH /api/admin/products/:productId", () => {
  it("edits name, description, base price, category and stock; the audit keeps only what changed", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, price: 250_00, stock: 40 });
    const edit = { name: "Steel tiffin, 3 tier", description: "Food-grade steel", category: "Kitchenware", price: 312_50, stock: 40 };
    const res = await call("PATCH", `/api/admin/products/${product.id}`, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...edit, listPrice: 312_50 });
    const [row] = await auditOf(product.id);
    expect(row).toMatchObject({
      actorId: admin.profile.id,
      action: "product.update",
      details: {
        before: { name: product.name, description: "Made for tests", category: "Electronics", price: 250_00 },
        after: { name: edit.name, description: edit.description, category: "Kitchenware", price: 312_50 },
      },
    });
  });

  it("refuses a negative stock, a fractional paise price and an unknown category, changing nothing", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const base = { name: "Valid name", description: "", category: "Electronics", price: 100, stock: 1 };
    for (const bad of [{ stock: -1 }, { price: 10.5 }, { category: "Spaceships" }, { name: "" }]) {
      expect((await call("PATCH", `/api/admin/products/${product.id}`, { ...base, ...bad })).statusCode).toBe(400);
    }
    const [row] = await app.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: product.name, price: product.price, stock: product.stock });
  });

  it("hides and shows a product: hidden products leave the public catalogue", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    expect((await call("PATCH", `/api/admin/products/${product.id}`, { isActive: false })).json()).toMatchObject({ isActive: false });
    expect((await app.inject({ method: "GET", url: `/api/public/products/${product.id}` })).statusCode).toBe(404);
    expect((await call("PATCH", `/api/admin/products/${product.id}`, { isActive: true })).json()).toMatchObject({ isActive: true });
    expect((await app.inject({ method: "GET", url: `/api/public/products/${product.id}` })).statusCode).toBe(200);
    expect((await auditOf(product.id)).map((row) => [row.action, row.details])).toEqual([
      ["product.visibility", { before: { isActive: true }, after: { isActive: false } }],
      ["product.visibility", { before: { isActive: false }, after: { isActive: true } }],
    ]);
  });

  it("answers 404 for a product that does not exist", async () => {
    expect((await call("PATCH", "/api/admin/products/00000000-0000-4000-8000-000000000000", { isActive: false })).statusCode).toBe(404);
    expect((await call("PATCH", "/api/admin/products/not-an-id", { isActive: false })).statusCode).toBe(404);
  });
});

describe("DELETE /api/admin/products/:productId", () => {
  it("deletes any product; orders keep their snapshot; the audit keeps what it was", async () => {
    const buyer = await signInAs(app, "buyer");
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: "Brass diya set" });
    const { order } = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 2 }] });
    expect((await call("DELETE", `/api/admin/products/${product.id}`)).statusCode).toBe(204);
    expect(await app.ctx.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    const [item] = await app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ productId: null, productName: "Brass diya set", quantity: 2 });
    expect((await auditOf(product.id)).map((row) => row.action)).toEqual(["product.delete"]);
    expect((await call("DELETE", `/api/admin/products/${product.id}`)).statusCode).toBe(404);
  });
});

describe("who may", () => {
  it("refuses sellers and buyers, even for their own products", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    expect((await call("GET", "/api/admin/products", undefined, seller.headers)).statusCode).toBe(403);
    expect((await call("PATCH", `/api/admin/products/${product.id}`, { isActive: false }, seller.headers)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/admin/products/${product.id}`, undefined, seller.headers)).statusCode).toBe(403);
  });
});
