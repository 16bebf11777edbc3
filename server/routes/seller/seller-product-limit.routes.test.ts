import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { products } from "../../db/schema";
import { createTestProduct } from "../../modules/catalog/test-factories";
import { productInput, subscribeSeller } from "../../modules/seller-catalog/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const create = (headers: Record<string, string>, name = "Jute shopping bag") =>
  app.inject({ method: "POST", url: "/api/seller/products", headers, payload: productInput({ name }) });
const productCount = async (sellerId: string) =>
  (await app.ctx.db.select({ n: count() }).from(products).where(eq(products.sellerId, sellerId)))[0]!.n;
async function fill(sellerId: string, howMany: number) {
  for (let i = 0; i < howMany; i++) await createTestProduct(app.ctx.db, sellerId, { isActive: i % 2 === 0 });
}

describe("the plan's product listing limit", () => {
  it("stops a seller without a plan at 10 products (Draft ones count too) with the spec's message", async () => {
    const seller = await signInAs(app, "seller");
    await fill(seller.profile.id, 9);
    expect((await create(seller.headers)).statusCode).toBe(201);
    const refused = await create(seller.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: {
        code: "PLAN_LIMIT_REACHED",
        message: "You have reached your limit of 10 products. Please upgrade your plan to add more.",
        details: { limit: 10 },
      },
    });
    expect(await productCount(seller.profile.id)).toBe(10);
    const page = (await app.inject({ url: "/api/seller/products", headers: seller.headers })).json();
    expect(page.allowance).toEqual({ used: 10, limit: 10 });
  });

  it("follows the active plan, and ignores an expired or cancelled one", async () => {
    const seller = await signInAs(app, "seller");
    await subscribeSeller(app.ctx.db, seller.profile.id, "Premium", { status: "cancelled" });
    await subscribeSeller(app.ctx.db, seller.profile.id, "Enterprise", { endDate: "2026-01-31" });
    await fill(seller.profile.id, 10);
    expect((await create(seller.headers)).json().error.details).toEqual({ limit: 10 });
    await subscribeSeller(app.ctx.db, seller.profile.id, "Standard");
    expect((await create(seller.headers)).statusCode).toBe(201);
    await fill(seller.profile.id, 39);
    const refused = await create(seller.headers);
    expect(refused.json().error.message).toBe("You have reached your limit of 50 products. Please upgrade your plan to add more.");
  });

  it("lets exactly one of ten concurrent creates through at limit − 1", async () => {
    const seller = await signInAs(app, "seller");
    await fill(seller.profile.id, 9);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(seller.headers, `Racing product ${i}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(9).fill(422)]);
    expect(await productCount(seller.profile.id)).toBe(10);
  });

  it("counts each seller on its own: one seller at the limit does not stop another", async () => {
    const full = await signInAs(app, "seller");
    const fresh = await signInAs(app, "seller");
    await fill(full.profile.id, 10);
    const [refused, created] = await Promise.all([create(full.headers), create(fresh.headers)]);
    expect([refused.statusCode, created.statusCode]).toEqual([422, 201]);
  });
});
