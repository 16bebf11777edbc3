import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRIES_PER_HOUR } from "@domain/conversations";
import { REQUIREMENT_OPEN_DAYS } from "@domain/requirements";
import type { Requirement, RequirementList } from "@domain/schemas/requirements";
import { indiaDate } from "@domain/subscription-term";
import type { App } from "../../app";
import { requirements } from "../../db/schema";
import { createTestProduct } from "../../modules/catalog/test-factories";
import { errorShape } from "../../test/error-shape";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

/** Posted requirements from the buyer's side: posting, validation, listing in pages, cancelling, expiry, the rate limit. */

type Party = Awaited<ReturnType<typeof signInAs>>;
let app: App;
let buyer: Party;
let seller: Party;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer", { companyName: "Kumar General Stores" });
  seller = await signInAs(app, "seller");
  await createTestProduct(app.ctx.db, seller.profile.id, { category: "Apparel" });
});
afterAll(async () => app.close());

const send = (method: "GET" | "POST", url: string, who: Party, payload?: object) => app.inject({ method, url, headers: who.headers, payload });
const inDays = (days: number) => indiaDate(new Date(Date.now() + days * 86_400_000));
const requirementInput = (overrides: object = {}) => ({
  category: "Apparel",
  productName: "Cotton T-shirts, round neck",
  details: "Sizes M to XXL, 180 GSM",
  quantity: 2_000,
  targetUnitPrice: 14_500,
  deliveryCity: "Indore",
  deliveryPincode: "452001",
  neededBy: inDays(20),
  ...overrides,
});

async function post(who: Party, overrides: object = {}) {
  const res = await send("POST", "/api/buyer/requirements", who, requirementInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Requirement;
}

describe("POST /api/buyer/requirements", () => {
  it("stores the requirement open for 30 days, with the target price in paise and no responses yet", async () => {
    const before = Date.now();
    const posted = await post(buyer);
    expect(posted).toMatchObject({
      category: "Apparel",
      productName: "Cotton T-shirts, round neck",
      quantity: 2_000,
      targetUnitPrice: 14_500,
      deliveryCity: "Indore",
      deliveryPincode: "452001",
      neededBy: inDays(20),
      state: "open",
      responses: 0,
    });
    const openFor = new Date(posted.expiresAt).getTime() - new Date(posted.createdAt).getTime();
    expect(openFor).toBe(REQUIREMENT_OPEN_DAYS * 86_400_000);
    expect(new Date(posted.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Without a target price the sellers are asked for their best price.
    expect((await post(buyer, { targetUnitPrice: undefined, neededBy: undefined })).targetUnitPrice).toBeNull();
  });

  it("answers invalid fields as 400 VALIDATION_ERROR naming each field with a sentence", async () => {
    const res = await send(
      "POST",
      "/api/buyer/requirements",
      buyer,
      requirementInput({ category: "Spaceships", productName: "ab", quantity: 0, targetUnitPrice: 0, deliveryPincode: "012345", neededBy: "20-01-2030" }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; message: string; details: { path: string; message: string }[] } };
    expect(errorShape(body)).toEqual({ code: "VALIDATION_ERROR" });
    const paths = body.error.details.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(["category", "productName", "quantity", "targetUnitPrice", "deliveryPincode", "neededBy"]));
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { path: "productName", message: "Say what you need (at least 3 characters)." },
        { path: "deliveryPincode", message: "Enter a valid 6-digit PIN code." },
      ]),
    );
    // Unknown fields are refused, not ignored: a buyer cannot set the status or the expiry.
    expect((await send("POST", "/api/buyer/requirements", buyer, requirementInput({ status: "fulfilled" }))).statusCode).toBe(400);
  });

  it("refuses a date needed by that has already passed", async () => {
    const res = await send("POST", "/api/buyer/requirements", buyer, requirementInput({ neededBy: inDays(-2) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: "neededBy", message: "The date needed by cannot be in the past." }]);
    expect((await send("POST", "/api/buyer/requirements", buyer, requirementInput({ neededBy: inDays(0) }))).statusCode).toBe(201);
  });

  it("is for buyers: a seller gets 403", async () => {
    expect((await send("POST", "/api/buyer/requirements", seller, requirementInput())).statusCode).toBe(403);
  });
});

describe("the buyer's requirements", () => {
  it("lists only the buyer's own, newest first, one keyset page at a time", async () => {
    const lister = await signInAs(app, "buyer");
    const other = await signInAs(app, "buyer");
    await post(other, { productName: "Someone else's requirement" });
    const posted = [];
    for (let i = 1; i <= 5; i += 1) posted.push(await post(lister, { productName: `Requirement number ${i}` }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : "?limit=2";
      const page = (await send("GET", `/api/buyer/requirements${query}`, lister)).json() as RequirementList;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.productName));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(posted.map((r) => r.productName).reverse());
    expect(pages).toBe(3);
  });

  it("shows one requirement to its buyer only (404 to another buyer)", async () => {
    const mine = await post(buyer);
    expect((await send("GET", `/api/buyer/requirements/${mine.id}`, buyer)).json()).toMatchObject({ id: mine.id, state: "open" });
    const other = await signInAs(app, "buyer");
    expect((await send("GET", `/api/buyer/requirements/${mine.id}`, other)).statusCode).toBe(404);
    expect((await send("POST", `/api/buyer/requirements/${mine.id}/cancel`, other)).statusCode).toBe(404);
  });

  it("cancels an open requirement once; cancelling again is 409 REQUIREMENT_CLOSED", async () => {
    const mine = await post(buyer);
    const cancelled = await send("POST", `/api/buyer/requirements/${mine.id}/cancel`, buyer);
    expect(cancelled.json()).toMatchObject({ id: mine.id, state: "cancelled" });
    const again = await send("POST", `/api/buyer/requirements/${mine.id}/cancel`, buyer);
    expect(again.statusCode).toBe(409);
    expect(errorShape(again.json())).toEqual({ code: "REQUIREMENT_CLOSED" });
  });

  it("shows a requirement 30 days old as expired, which can no longer be cancelled and is no seller's buy lead", async () => {
    const old = await post(buyer, { productName: "Thirty days old requirement" });
    const postedAt = new Date(Date.now() - (REQUIREMENT_OPEN_DAYS * 86_400_000 + 60_000));
    await app.ctx.db
      .update(requirements)
      .set({ createdAt: postedAt, expiresAt: new Date(postedAt.getTime() + REQUIREMENT_OPEN_DAYS * 86_400_000) })
      .where(eq(requirements.id, old.id));
    expect((await send("GET", `/api/buyer/requirements/${old.id}`, buyer)).json()).toMatchObject({ state: "expired" });
    const listed = ((await send("GET", "/api/buyer/requirements?limit=50", buyer)).json() as RequirementList).items.find((r) => r.id === old.id);
    expect(listed?.state).toBe("expired");
    expect((await send("POST", `/api/buyer/requirements/${old.id}/cancel`, buyer)).statusCode).toBe(409);
    const leads = (await send("GET", "/api/seller/buy-leads?limit=50", seller)).json() as RequirementList;
    expect(leads.items.map((r) => r.id)).not.toContain(old.id);
    expect((await send("POST", `/api/seller/buy-leads/${old.id}/respond`, seller, { message: "Still need them?" })).statusCode).toBe(404);
  });
});

describe("rate limit", () => {
  it("lets a buyer post at most ENQUIRIES_PER_HOUR requirements an hour, then answers 429", async () => {
    const limited = await createTestApp({ RATE_LIMITS: "on" });
    try {
      const eager = await signInAs(limited, "buyer");
      const statuses: number[] = [];
      for (let i = 0; i <= ENQUIRIES_PER_HOUR; i += 1) {
        const res = await limited.inject({ method: "POST", url: "/api/buyer/requirements", headers: eager.headers, payload: requirementInput() });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, ENQUIRIES_PER_HOUR).every((status) => status === 201)).toBe(true);
      const refused = statuses.at(-1);
      expect(refused).toBe(429);
      // Another buyer has an allowance of its own.
      const other = await signInAs(limited, "buyer");
      expect((await limited.inject({ method: "POST", url: "/api/buyer/requirements", headers: other.headers, payload: requirementInput() })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
