import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { orderItems, orderReturns, products, wishlistItems } from "../../db/schema";
import { createTestOrder } from "../../modules/orders/test-factories";
import { productInput, subscribeSeller } from "../../modules/seller-catalog/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

let app: App;
let seller: Awaited<ReturnType<typeof signInAs>>;
let other: Awaited<ReturnType<typeof signInAs>>;
let buyer: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  seller = await signInAs(app, "seller", { contactPerson: "Meera Iyer" });
  other = await signInAs(app, "seller");
  buyer = await signInAs(app, "buyer");
});
afterAll(async () => app.close());

const create = (body: object, headers = seller.headers) => app.inject({ method: "POST", url: "/api/seller/products", headers, payload: body });
const list = (query = "", headers = seller.headers) => app.inject({ url: `/api/seller/products${query}`, headers });

describe("a seller's own products", () => {
  it("creates, reads, updates and deletes a product, money in paise and tiers sorted", async () => {
    const created = await create(productInput({ tieredPricing: [{ quantity: 500, price: 30_000 }, { quantity: 100, price: 32_000 }] }));
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      name: "Stainless steel tiffin box",
      category: "Kitchenware",
      price: 35_000,
      listPrice: 35_000,
      tieredPricing: [{ quantity: 100, price: 32_000 }, { quantity: 500, price: 30_000 }],
      isActive: true,
      media: [],
    });

    expect((await app.inject({ url: `/api/seller/products/${product.id}`, headers: seller.headers })).json()).toEqual(product);

    const updated = await app.inject({
      method: "PUT",
      url: `/api/seller/products/${product.id}`,
      headers: seller.headers,
      payload: productInput({ name: "Tiffin box, 4 tiers", price: 0, stock: 0, isActive: false }),
    });
    expect(updated.statusCode).toBe(200);
    // Priced by tiers only: the table shows the first tier's price.
    expect(updated.json()).toMatchObject({ name: "Tiffin box, 4 tiers", price: 0, listPrice: 32_000, stock: 0, isActive: false });

    const deleted = await app.inject({ method: "DELETE", url: `/api/seller/products/${product.id}`, headers: seller.headers });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await app.inject({ url: `/api/seller/products/${product.id}`, headers: seller.headers })).statusCode).toBe(404);
  });

  it("refuses what the form refuses: short names, duplicate tier quantities, negative stock, unknown fields", async () => {
    for (const body of [
      productInput({ name: "ab" }),
      productInput({ tieredPricing: [{ quantity: 10, price: 100 }, { quantity: 10, price: 90 }] }),
      productInput({ stock: -1 }),
      productInput({ tieredPricing: [{ quantity: 10, price: 0 }] }),
      { ...productInput(), sellerId: other.profile.id },
    ]) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("stores the HSN code and the GST rate (in basis points), answers the rate in percent, and changes both on update", async () => {
    const created = await create(productInput({ hsnCode: " 71021000 ", gstRate: 0.25 }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ hsnCode: "71021000", gstRate: 0.25 });
    const id = created.json().id as string;
    const stored = async () => (await app.ctx.db.select().from(products).where(eq(products.id, id)))[0]!;
    expect(await stored()).toMatchObject({ hsnCode: "71021000", gstRateBasisPoints: 25 });

    const updated = await app.inject({ method: "PUT", url: `/api/seller/products/${id}`, headers: seller.headers, payload: productInput({ hsnCode: "940360", gstRate: 18 }) });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ hsnCode: "940360", gstRate: 18 });
    expect(await stored()).toMatchObject({ hsnCode: "940360", gstRateBasisPoints: 1800 });
    expect((await app.inject({ url: `/api/seller/products/${id}`, headers: seller.headers })).json()).toMatchObject({ hsnCode: "940360", gstRate: 18 });
  });

  it("refuses an HSN code of the wrong shape or a rate outside the slabs with a 400 naming the field, and writes nothing", async () => {
    const before = await list();
    const product = (await create(productInput({ name: "Steel kadai" }))).json();
    const cases = [
      [{ hsnCode: "12AB" }, "hsnCode", "Enter the HSN code: 4, 6 or 8 digits."],
      [{ hsnCode: "12345" }, "hsnCode", "Enter the HSN code: 4, 6 or 8 digits."],
      [{ hsnCode: "" }, "hsnCode", "Enter the HSN code: 4, 6 or 8 digits."],
      [{ gstRate: 12 }, "gstRate", "Choose a GST rate: 0, 0.25, 3, 5, 18 or 40 percent."],
      [{ gstRate: 28 }, "gstRate", "Choose a GST rate: 0, 0.25, 3, 5, 18 or 40 percent."],
    ] as const;
    for (const [override, field, message] of cases) {
      for (const res of [
        await create(productInput({ name: "Never saved", ...override })),
        await app.inject({ method: "PUT", url: `/api/seller/products/${product.id}`, headers: seller.headers, payload: productInput({ name: "Never saved", ...override }) }),
      ]) {
        expect(res.statusCode, JSON.stringify(override)).toBe(400);
        const { error } = res.json();
        expect(error.code).toBe("VALIDATION_ERROR");
        expect(error.details).toEqual([{ path: field, message }]);
        expect(error.message).toBe(`The request body is invalid. ${field}: ${message}`);
      }
    }
    const { hsnCode: _h, ...withoutHsn } = productInput();
    expect((await create(withoutHsn)).json().error.details[0].path).toBe("hsnCode");
    expect((await list()).json().total).toBe(before.json().total + 1);
    expect((await app.inject({ url: `/api/seller/products/${product.id}`, headers: seller.headers })).json()).toMatchObject({ name: "Steel kadai", hsnCode: "7323", gstRate: 5 });
  });

  it("answers anonymous 401, buyers 403 and another seller 404 on every product route", async () => {
    const product = (await create(productInput())).json();
    const routes = [
      { method: "GET", url: `/api/seller/products/${product.id}` },
      { method: "PUT", url: `/api/seller/products/${product.id}`, payload: productInput({ name: "Taken over" }) },
      { method: "DELETE", url: `/api/seller/products/${product.id}` },
      { method: "DELETE", url: `/api/seller/products/${product.id}/media/${product.id}` },
      { method: "PUT", url: `/api/seller/products/${product.id}/media/order`, payload: { mediaIds: [product.id] } },
      { method: "POST", url: `/api/seller/products/${product.id}/media` },
    ] as const;
    for (const route of routes) {
      const as = (headers: Record<string, string>) => app.inject({ ...route, headers });
      expect((await as({ origin: TEST_ORIGIN })).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await as(buyer.headers)).statusCode, `${route.method} ${route.url}`).toBe(403);
      const res = await as(other.headers);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().error.code).toBe("PRODUCT_NOT_FOUND");
    }
    for (const url of ["/api/seller/products", "/api/seller/dashboard", "/api/seller/products/export.csv"]) {
      expect((await app.inject({ url, headers: { origin: TEST_ORIGIN } })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: buyer.headers })).statusCode).toBe(403);
    }
    // Nothing of the first seller's changed, and the other seller's list does not show it.
    expect((await app.inject({ url: `/api/seller/products/${product.id}`, headers: seller.headers })).json().name).toBe(product.name);
    expect((await list("", other.headers)).json().items).toEqual([]);
  });

  it("deleting a product keeps its orders' items (name and price), and drops wishlist entries and the public page", async () => {
    const product = (await create(productInput({ name: "Copper water bottle", price: 45_000, minOrderQuantity: 1 }))).json();
    const stored = { ...(await app.inject({ url: `/api/public/products/${product.id}` })).json(), price: 45_000 };
    const { order, items } = await createTestOrder(app.ctx.db, {
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      lines: [{ product: { ...stored, sellerId: seller.profile.id }, quantity: 3 }],
      status: "Delivered",
    });
    await app.ctx.db.insert(orderReturns).values({
      orderId: order.id,
      orderItemId: items[0]!.id,
      sellerId: seller.profile.id,
      buyerId: buyer.profile.id,
      requestType: "return",
      quantity: 3,
      reason: "Dented",
    });
    expect((await app.inject({ method: "PUT", url: `/api/buyer/wishlist/${product.id}`, headers: buyer.headers })).statusCode).toBe(200);

    expect((await app.inject({ method: "DELETE", url: `/api/seller/products/${product.id}`, headers: seller.headers })).statusCode).toBe(204);

    const [item] = await app.ctx.db.select().from(orderItems).where(eq(orderItems.id, items[0]!.id));
    expect(item).toMatchObject({ productId: null, productName: "Copper water bottle", price: 45_000, quantity: 3 });
    expect(await app.ctx.db.select().from(orderReturns).where(eq(orderReturns.orderItemId, items[0]!.id))).toHaveLength(1);
    expect(await app.ctx.db.select().from(wishlistItems).where(eq(wishlistItems.productId, product.id))).toEqual([]);
    expect((await app.inject({ url: `/api/public/products/${product.id}` })).statusCode).toBe(404);
    const history = await app.inject({ url: `/api/buyer/orders/${order.id}`, headers: buyer.headers });
    expect(history.statusCode).toBe(200);
  });
});

describe("GET /api/seller/products", () => {
  let lister: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    lister = await signInAs(app, "seller");
    await subscribeSeller(app.ctx.db, lister.profile.id, "Standard");
    const names = ["Brass diya 100%", "Brass_bell", "Brassica seeds", "Copper lota", "Steel thali"];
    for (const [index, name] of names.entries()) {
      expect((await create(productInput({ name, price: (index + 1) * 1000, stock: 50 - index, isActive: index !== 1 }), lister.headers)).statusCode).toBe(201);
    }
  });

  it("pages through the seller's products, newest first, with the total and the plan's allowance", async () => {
    const first = (await list("?pageSize=2", lister.headers)).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, allowance: { used: 5, limit: 50 } });
    expect(first.items.map((item: { name: string }) => item.name)).toEqual(["Steel thali", "Copper lota"]);
    const third = (await list("?pageSize=2&page=3", lister.headers)).json();
    expect(third.items.map((item: { name: string }) => item.name)).toEqual(["Brass diya 100%"]);
    expect(third.items[0]).toMatchObject({ price: 1000, listPrice: 1000, stock: 50, isActive: true, category: "Kitchenware", thumbnail: null });
  });

  it("searches names in any case, taking % and _ literally, and sorts by name, price and stock", async () => {
    const names = async (query: string) => ((await list(query, lister.headers)).json().items as { name: string }[]).map((item) => item.name);
    expect(await names("?q=BRASS&sort=name_asc")).toEqual(["Brass diya 100%", "Brass_bell", "Brassica seeds"]);
    // As wildcards, "_" and "%" would match every name.
    expect(await names("?q=_")).toEqual(["Brass_bell"]);
    expect(await names("?q=%25")).toEqual(["Brass diya 100%"]);
    expect((await list("?q=brass", lister.headers)).json().total).toBe(3);
    expect(await names("?sort=price_desc&pageSize=2")).toEqual(["Steel thali", "Copper lota"]);
    expect(await names("?sort=stock_asc&pageSize=1")).toEqual(["Steel thali"]);
    expect(await names("?sort=name_desc&pageSize=1")).toEqual(["Steel thali"]);
    expect((await list("?sort=cheapest", lister.headers)).statusCode).toBe(400);
  });
});

describe("GET /api/seller/dashboard", () => {
  it("counts the seller's products, orders, pending returns and pending orders, names the plan and lists the 5 newest", async () => {
    const owner = await signInAs(app, "seller", { contactPerson: "Ravi Kumar", isVerified: false });
    const empty = (await app.inject({ url: "/api/seller/dashboard", headers: owner.headers })).json();
    expect(empty).toEqual({
      contactPerson: "Ravi Kumar",
      isVerified: false,
      planName: null,
      stats: { totalProducts: 0, totalOrders: 0, pendingReturns: 0, pendingOrders: 0 },
      recentProducts: [],
    });

    await subscribeSeller(app.ctx.db, owner.profile.id, "Premium", { status: "expired", endDate: "2026-02-01" });
    await subscribeSeller(app.ctx.db, owner.profile.id, "Standard");
    for (let i = 1; i <= 6; i++) expect((await create(productInput({ name: `Product number ${i}` }), owner.headers)).statusCode).toBe(201);
    const made = await app.ctx.db.select().from(products).where(eq(products.sellerId, owner.profile.id)).orderBy(products.name);
    const line = (i: number) => ({ product: made[i]!, quantity: 10 });
    await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: owner.profile.id, lines: [line(0)] });
    await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: owner.profile.id, lines: [line(1)], status: "Processing" });
    const delivered = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: owner.profile.id, lines: [line(2)], status: "Delivered" });
    await app.inject({
      method: "POST",
      url: `/api/buyer/orders/${delivered.order.id}/returns`,
      headers: buyer.headers,
      payload: { orderItemId: delivered.items[0]!.id, requestType: "return", quantity: 1, reason: "Wrong size" },
    });
    // Another seller's order counts for that seller only.
    await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product: { ...made[0]!, sellerId: seller.profile.id }, quantity: 1 }] });

    const dashboard = (await app.inject({ url: "/api/seller/dashboard", headers: owner.headers })).json();
    expect(dashboard).toMatchObject({ planName: "Standard", stats: { totalProducts: 6, totalOrders: 3, pendingReturns: 1, pendingOrders: 1 } });
    expect(dashboard.recentProducts.map((p: { name: string }) => p.name)).toEqual([6, 5, 4, 3, 2].map((i) => `Product number ${i}`));
  });
});
