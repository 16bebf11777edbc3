import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERIFIED_HEAD_START_MS } from "@domain/requirements";
import type { ThreadDetail, ThreadList } from "@domain/schemas/conversations";
import type { BuyLeadList, Requirement } from "@domain/schemas/requirements";
import type { App } from "../../app";
import { requirements } from "../../db/schema";
import { createTestProduct } from "../../modules/catalog/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

/**
 * Buy leads from the seller's side: who sees a requirement (its category's sellers, verified ones an hour first, not
 * a seller who blocked the buyer), answering it (one thread per seller, continued), and the buyer seeing the answer.
 */

type Party = Awaited<ReturnType<typeof signInAs>>;
let app: App;
let buyer: Party;
let apparelSeller: Party;
let electronicsSeller: Party;
let unverifiedApparelSeller: Party;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer", { companyName: "Kumar General Stores" });
  apparelSeller = await signInAs(app, "seller", { companyName: "Shakti Textiles" });
  electronicsSeller = await signInAs(app, "seller");
  unverifiedApparelSeller = await signInAs(app, "seller", { isVerified: false });
  await createTestProduct(app.ctx.db, apparelSeller.profile.id, { category: "Apparel" });
  await createTestProduct(app.ctx.db, apparelSeller.profile.id, { category: "Furniture" });
  await createTestProduct(app.ctx.db, electronicsSeller.profile.id, { category: "Electronics" });
  await createTestProduct(app.ctx.db, unverifiedApparelSeller.profile.id, { category: "Apparel" });
});
afterAll(async () => app.close());

const send = (method: "GET" | "POST" | "PUT", url: string, who: Party, payload?: object) => app.inject({ method, url, headers: who.headers, payload });
const requirementInput = (overrides: object = {}) => ({
  category: "Apparel",
  productName: "Cotton T-shirts, round neck",
  quantity: 12_500,
  deliveryCity: "Indore",
  deliveryPincode: "452001",
  ...overrides,
});

async function postRequirement(who = buyer, overrides: object = {}) {
  const res = await send("POST", "/api/buyer/requirements", who, requirementInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Requirement;
}
const leadsOf = async (who: Party) => (await send("GET", "/api/seller/buy-leads?limit=50", who)).json() as BuyLeadList;
const leadIds = async (who: Party) => (await leadsOf(who)).items.map((lead) => lead.id);
const respond = (who: Party, requirementId: string, message = "We can supply these at ₹142 a piece.") =>
  send("POST", `/api/seller/buy-leads/${requirementId}/respond`, who, { message });

describe("GET /api/seller/buy-leads", () => {
  it("shows a new requirement to a verified seller of its category, with the buyer's company but no contact details", async () => {
    const posted = await postRequirement();
    const leads = await leadsOf(apparelSeller);
    expect(leads.categories).toEqual(["Apparel", "Furniture"]);
    const lead = leads.items.find((item) => item.id === posted.id);
    expect(lead).toMatchObject({ productName: "Cotton T-shirts, round neck", quantity: 12_500, state: "open", responses: 0, threadId: null });
    expect(lead?.buyer).toEqual({ companyName: "Kumar General Stores", city: "Indore" });
    expect(JSON.stringify(lead)).not.toContain(buyer.email);
  });

  it("hides it from a seller of another category, who gets 404 answering it", async () => {
    const posted = await postRequirement();
    expect(await leadIds(electronicsSeller)).not.toContain(posted.id);
    const res = await respond(electronicsSeller, posted.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: "REQUIREMENT_NOT_FOUND" } });
  });

  it("shows an unverified seller the requirement only after verified sellers' one-hour head start", async () => {
    const posted = await postRequirement();
    expect(await leadIds(unverifiedApparelSeller)).not.toContain(posted.id);
    expect((await respond(unverifiedApparelSeller, posted.id)).statusCode).toBe(404);
    await app.ctx.db
      .update(requirements)
      .set({ createdAt: new Date(Date.now() - VERIFIED_HEAD_START_MS + 60_000) })
      .where(eq(requirements.id, posted.id));
    expect(await leadIds(unverifiedApparelSeller)).not.toContain(posted.id);
    await app.ctx.db
      .update(requirements)
      .set({ createdAt: new Date(Date.now() - VERIFIED_HEAD_START_MS - 60_000) })
      .where(eq(requirements.id, posted.id));
    expect(await leadIds(unverifiedApparelSeller)).toContain(posted.id);
    expect((await respond(unverifiedApparelSeller, posted.id)).statusCode).toBe(201);
  });

  it("hides the requirements of a buyer the seller blocked", async () => {
    const pushy = await signInAs(app, "buyer");
    const first = await postRequirement(pushy);
    const { threadId } = (await respond(apparelSeller, first.id)).json() as { threadId: string };
    expect((await send("PUT", `/api/seller/threads/${threadId}/block`, apparelSeller)).statusCode).toBe(200);
    const second = await postRequirement(pushy);
    const ids = await leadIds(apparelSeller);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
    expect((await respond(apparelSeller, second.id)).statusCode).toBe(404);
    // Other sellers of the category still see it.
    const other = await signInAs(app, "seller");
    await createTestProduct(app.ctx.db, other.profile.id, { category: "Apparel" });
    expect(await leadIds(other)).toContain(second.id);
  });

  it("hides a cancelled requirement, and lists leads newest first in keyset pages", async () => {
    const cancelled = await postRequirement();
    await send("POST", `/api/buyer/requirements/${cancelled.id}/cancel`, buyer);
    expect(await leadIds(apparelSeller)).not.toContain(cancelled.id);

    const pager = await signInAs(app, "seller");
    await createTestProduct(app.ctx.db, pager.profile.id, { category: "Kitchenware" });
    const posted = [];
    for (let i = 1; i <= 3; i += 1) posted.push(await postRequirement(buyer, { category: "Kitchenware", productName: `Steel tiffin boxes ${i}` }));
    const first = (await send("GET", "/api/seller/buy-leads?limit=2", pager)).json() as BuyLeadList;
    expect(first.items.map((lead) => lead.id)).toEqual([posted[2]!.id, posted[1]!.id]);
    const second = (await send("GET", `/api/seller/buy-leads?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`, pager)).json() as BuyLeadList;
    expect(second.items.map((lead) => lead.id)).toEqual([posted[0]!.id]);
    expect(second.nextCursor).toBeNull();
  });

  it("has nothing for a seller with no active product, and says it has no categories", async () => {
    const newcomer = await signInAs(app, "seller");
    await createTestProduct(app.ctx.db, newcomer.profile.id, { category: "Apparel", isActive: false });
    await postRequirement();
    expect(await leadsOf(newcomer)).toEqual({ items: [], nextCursor: null, categories: [] });
  });
});

describe("POST /api/seller/buy-leads/:requirementId/respond", () => {
  it("opens one thread with the buyer; answering again continues it; the buyer sees the answer under the requirement", async () => {
    const posted = await postRequirement(buyer, { productName: "Polo shirts with logo", targetUnitPrice: 21_000 });
    const first = await respond(apparelSeller, posted.id, "We make these. MOQ 500.");
    expect(first.statusCode).toBe(201);
    const { threadId } = first.json() as { threadId: string };
    const again = await respond(apparelSeller, posted.id, "Samples can ship tomorrow.");
    expect(again.json()).toEqual({ threadId });

    const lead = (await leadsOf(apparelSeller)).items.find((item) => item.id === posted.id);
    expect(lead).toMatchObject({ threadId, responses: 1 });

    const answers = (await send("GET", `/api/buyer/threads?requirementId=${posted.id}`, buyer)).json() as ThreadList;
    expect(answers.items).toHaveLength(1);
    expect(answers.items[0]).toMatchObject({ id: threadId, origin: "requirement", requirementId: posted.id, subject: "Polo shirts with logo", seller: { companyName: "Shakti Textiles" }, unread: 2 });
    expect((await send("GET", `/api/buyer/requirements/${posted.id}`, buyer)).json()).toMatchObject({ responses: 1 });

    const detail = (await send("GET", `/api/buyer/threads/${threadId}`, buyer)).json() as ThreadDetail;
    expect(detail).toMatchObject({ quantity: 12_500, targetUnitPrice: 21_000, deliveryCity: "Indore", deliveryPincode: "452001" });
    expect(detail.messages.map((m) => [m.author, m.body])).toEqual([
      ["seller", "We make these. MOQ 500."],
      ["seller", "Samples can ship tomorrow."],
    ]);
    // Another buyer's requirement filter finds nothing of this buyer's.
    const stranger = await signInAs(app, "buyer");
    expect(((await send("GET", `/api/buyer/threads?requirementId=${posted.id}`, stranger)).json() as ThreadList).items).toEqual([]);
  });

  it("counts one response per seller for the buyer", async () => {
    const posted = await postRequirement();
    await respond(apparelSeller, posted.id);
    await respond(apparelSeller, posted.id);
    const other = await signInAs(app, "seller");
    await createTestProduct(app.ctx.db, other.profile.id, { category: "Apparel" });
    await respond(other, posted.id);
    expect((await send("GET", `/api/buyer/requirements/${posted.id}`, buyer)).json()).toMatchObject({ responses: 2 });
    const list = (await send("GET", "/api/buyer/requirements?limit=50", buyer)).json() as { items: Requirement[] };
    expect(list.items.find((item) => item.id === posted.id)?.responses).toBe(2);
  });

  it("asks for a message", async () => {
    const posted = await postRequirement();
    const res = await respond(apparelSeller, posted.id, "   ");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: "message", message: "Write a message to the buyer." }]);
  });
});
