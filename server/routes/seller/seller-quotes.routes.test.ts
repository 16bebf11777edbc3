import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDate } from "@domain/subscription-term";
import type { App } from "../../app";
import { checkouts, orderItems, orders, products, quotes } from "../../db/schema";
import { createTestProduct } from "../../modules/catalog/test-factories";
import { THREAD_CHANGES_CHANNEL, type ThreadChange } from "../../modules/conversations/thread-changes";
import { checkoutRequest, getPaymentStatus, payInSimulator, postCheckout } from "../../modules/checkout/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

/**
 * Quotations from sending to checkout: only the thread's seller quotes, only its own products; only the buyer
 * accepts, once, before expiry; checkout charges exactly the quoted line and refuses any tampering; a quote pays once.
 */

type Party = Awaited<ReturnType<typeof signInAs>>;
let app: App;
let buyer: Party;
let otherBuyer: Party;
let seller: Party;
let otherSeller: Party;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer");
  otherBuyer = await signInAs(app, "buyer");
  seller = await signInAs(app, "seller");
  otherSeller = await signInAs(app, "seller");
});
afterAll(async () => app.close());

const inDays = (days: number) => indiaDate(new Date(Date.now() + days * 86_400_000));

async function call(method: "GET" | "POST", url: string, who: Party, payload?: object) {
  return app.inject({ method, url, headers: who.headers, payload });
}

/** A product of `seller` (₹500 a unit, ₹450 from 100), a thread about it with `buyer`, and a sent quote. */
async function negotiation(quote: { quantity?: number; unitPrice?: number; validUntil?: string } = {}) {
  const product = await createTestProduct(app.ctx.db, seller.profile.id, { price: 50_000, tieredPricing: [{ quantity: 100, price: 45_000 }], minOrderQuantity: 50, stock: 1_000 });
  const enquiry = await call("POST", "/api/buyer/enquiries", buyer, { productId: product.id, quantity: 200, targetUnitPrice: 40_000, deliveryCity: "Surat", deliveryPincode: "395003", message: "Best price for 200?" });
  expect(enquiry.statusCode).toBe(201);
  const { threadId } = enquiry.json() as { threadId: string };
  const sent = await call("POST", `/api/seller/threads/${threadId}/quotes`, seller, {
    productId: product.id,
    quantity: quote.quantity ?? 200,
    unitPrice: quote.unitPrice ?? 41_250,
    validUntil: quote.validUntil ?? inDays(7),
    deliveryTerms: "Ex-works Surat, 5 days",
  });
  expect(sent.statusCode).toBe(201);
  return { product, threadId, quote: sent.json() as { id: string; total: number; state: string } };
}

describe("sending a quotation", () => {
  it("puts a card in the thread, priced below the tiers if the seller wishes, with the total in paise", async () => {
    const { threadId, quote } = await negotiation();
    expect(quote).toMatchObject({ quantity: 200, unitPrice: 41_250, total: 8_250_000, state: "sent" });
    const thread = (await call("GET", `/api/buyer/threads/${threadId}`, buyer)).json() as { quotes: { id: string }[]; messages: { quoteId: string | null; author: string }[] };
    expect(thread.quotes.map((q) => q.id)).toEqual([quote.id]);
    expect(thread.messages.at(-1)).toMatchObject({ author: "seller", quoteId: quote.id });
  });

  it("refuses another seller's product, a date outside today…90 days, and a thread that is not the seller's", async () => {
    const { threadId, product } = await negotiation();
    const theirs = await createTestProduct(app.ctx.db, otherSeller.profile.id);
    const body = { productId: product.id, quantity: 10, unitPrice: 100, validUntil: inDays(3) };
    expect((await call("POST", `/api/seller/threads/${threadId}/quotes`, seller, { ...body, productId: theirs.id })).json()).toMatchObject({ error: { code: "QUOTE_PRODUCT_NOT_YOURS" } });
    expect((await call("POST", `/api/seller/threads/${threadId}/quotes`, seller, { ...body, validUntil: inDays(-1) })).json()).toMatchObject({ error: { code: "QUOTE_VALIDITY_INVALID" } });
    expect((await call("POST", `/api/seller/threads/${threadId}/quotes`, seller, { ...body, validUntil: inDays(91) })).statusCode).toBe(422);
    expect((await call("POST", `/api/seller/threads/${threadId}/quotes`, otherSeller, { ...body, productId: theirs.id })).statusCode).toBe(404);
    expect((await call("POST", `/api/seller/threads/${threadId}/quotes`, seller, { ...body, unitPrice: 0 })).statusCode).toBe(400);
  });
});

describe("accepting and withdrawing", () => {
  it("accepts once, for its buyer only: a second accept is 409, another buyer and the seller get 404", async () => {
    const { quote, product } = await negotiation();
    expect((await call("POST", `/api/buyer/quotes/${quote.id}/accept`, otherBuyer)).statusCode).toBe(404);
    const accepted = await call("POST", `/api/buyer/quotes/${quote.id}/accept`, buyer);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ quoteId: quote.id, productId: product.id, quantity: 200, unitPrice: 41_250 });
    // Its line is in the buyer's server cart, at the quoted quantity and price.
    const cart = (await call("GET", "/api/buyer/cart", buyer)).json() as { lines: { productId: string; quantity: number; unitPrice: number; quote: unknown }[] };
    expect(cart.lines.find((l) => l.productId === product.id)).toMatchObject({ quantity: 200, unitPrice: 41_250, quote: { id: quote.id, unitPrice: 41_250 } });
    expect((await call("POST", `/api/buyer/quotes/${quote.id}/accept`, buyer)).json()).toMatchObject({ error: { code: "QUOTE_NOT_OPEN" } });
    // Accepted quotes cannot be withdrawn.
    expect((await call("POST", `/api/seller/quotes/${quote.id}/withdraw`, seller)).json()).toMatchObject({ error: { code: "QUOTE_NOT_OPEN" } });
    expect((await call("POST", `/api/seller/quotes/${quote.id}/withdraw`, otherSeller)).statusCode).toBe(404);
  });

  it("refuses an expired quote, and one the seller withdrew", async () => {
    const expired = await negotiation();
    await app.ctx.db.update(quotes).set({ validUntil: inDays(-1) }).where(eq(quotes.id, expired.quote.id));
    const late = await call("POST", `/api/buyer/quotes/${expired.quote.id}/accept`, buyer);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: "QUOTE_EXPIRED" } });

    const withdrawn = await negotiation();
    const taken = await call("POST", `/api/seller/quotes/${withdrawn.quote.id}/withdraw`, seller);
    expect(taken.json()).toMatchObject({ state: "withdrawn" });
    expect((await call("POST", `/api/buyer/quotes/${withdrawn.quote.id}/accept`, buyer)).json()).toMatchObject({ error: { code: "QUOTE_NOT_OPEN" } });
  });
});

describe("checking out a quoted line", () => {
  it("charges exactly the quoted price for the quoted quantity, and the paid order carries it; the quote is then used", async () => {
    const { quote, product } = await negotiation({ quantity: 30, unitPrice: 41_250 });
    await call("POST", `/api/buyer/quotes/${quote.id}/accept`, buyer);
    // 30 is below the product's minimum order of 50: agreed with the seller, so allowed for this line.
    const created = await postCheckout(app, buyer.headers, checkoutRequest([{ productId: product.id, quantity: 30, quoteId: quote.id } as never]));
    expect(created.statusCode).toBe(201);
    const { orderId, paymentSessionId } = created.json() as { orderId: string; paymentSessionId: string };
    const [checkout] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, orderId));
    expect(checkout!.amount).toBe(30 * 41_250);
    expect(checkout!.snapshot.lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 30, unitPrice: 41_250, lineTotal: 1_237_500, quoteId: quote.id })]);

    await payInSimulator(app, paymentSessionId, "pay");
    expect((await getPaymentStatus(app, buyer.headers, orderId)).json()).toMatchObject({ status: "paid" });
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.checkoutId, checkout!.id));
    expect(order!.totalAmount).toBe(1_237_500);
    const [item] = await app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(item).toMatchObject({ quantity: 30, price: 41_250 });
    const [used] = await app.ctx.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(used).toMatchObject({ status: "ordered", checkoutId: checkout!.id });
    const [left] = await app.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(left!.stock).toBe(970);

    // Used once: a second checkout with the same quote is refused.
    const again = await postCheckout(app, buyer.headers, checkoutRequest([{ productId: product.id, quantity: 30, quoteId: quote.id } as never]));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: "QUOTE_ALREADY_USED" } });
  });

  it("tells both parties' open threads live when a paid checkout uses the quote (its card turns Ordered)", async () => {
    const { quote, product, threadId } = await negotiation({ quantity: 60 });
    await call("POST", `/api/buyer/quotes/${quote.id}/accept`, buyer);
    const created = await postCheckout(app, buyer.headers, checkoutRequest([{ productId: product.id, quantity: 60, quoteId: quote.id } as never]));
    const { orderId, paymentSessionId } = created.json() as { orderId: string; paymentSessionId: string };
    const heard: ThreadChange[] = [];
    const unsubscribe = await app.ctx.events.subscribe(THREAD_CHANGES_CHANNEL, { onMessage: (change) => void heard.push(change as ThreadChange) });
    try {
      await payInSimulator(app, paymentSessionId, "pay");
      expect((await getPaymentStatus(app, buyer.headers, orderId)).json()).toMatchObject({ status: "paid" });
      await expect.poll(() => heard.filter((c) => c.threadId === threadId).map((c) => c.kind)).toContain("quote");
      expect(heard.find((c) => c.threadId === threadId)).toMatchObject({ buyerId: buyer.profile.id, sellerId: seller.profile.id });
      const detail = await call("GET", `/api/seller/threads/${threadId}`, seller);
      expect(detail.json()).toMatchObject({ quotes: [{ id: quote.id, state: "ordered" }] });
    } finally {
      unsubscribe();
    }
  });

  it("refuses a tampered quantity or product, an unaccepted or expired quote, and another buyer's quote", async () => {
    const { quote, product } = await negotiation({ quantity: 100 });
    const other = await createTestProduct(app.ctx.db, seller.profile.id, { stock: 1_000 });
    const line = (overrides: object) => checkoutRequest([{ productId: product.id, quantity: 100, quoteId: quote.id, ...overrides } as never]);
    const codeOf = async (who: Party, request: object) => ((await postCheckout(app, who.headers, request)).json() as { error?: { code: string } }).error?.code;

    expect(await codeOf(buyer, line({}))).toBe("QUOTE_NOT_ACCEPTED");
    await call("POST", `/api/buyer/quotes/${quote.id}/accept`, buyer);
    expect(await codeOf(buyer, line({ quantity: 101 }))).toBe("QUOTE_MISMATCH");
    expect(await codeOf(buyer, line({ productId: other.id }))).toBe("QUOTE_MISMATCH");
    expect(await codeOf(otherBuyer, line({}))).toBe("QUOTE_NOT_FOUND");
    // A price field is not part of a line: the browser cannot name one.
    expect((await postCheckout(app, buyer.headers, line({ unitPrice: 1 }))).statusCode).toBe(400);
    await app.ctx.db.update(quotes).set({ validUntil: inDays(-1) }).where(eq(quotes.id, quote.id));
    expect(await codeOf(buyer, line({}))).toBe("QUOTE_EXPIRED");
  });

  it("refunds a second paid checkout of the same quote instead of ordering twice", async () => {
    const { quote, product } = await negotiation({ quantity: 60 });
    await call("POST", `/api/buyer/quotes/${quote.id}/accept`, buyer);
    const request = checkoutRequest([{ productId: product.id, quantity: 60, quoteId: quote.id } as never]);
    // Two tabs: both checkouts are created before either is paid.
    const first = (await postCheckout(app, buyer.headers, request)).json() as { orderId: string; paymentSessionId: string };
    const second = (await postCheckout(app, buyer.headers, request)).json() as { orderId: string; paymentSessionId: string };
    await payInSimulator(app, first.paymentSessionId, "pay");
    await payInSimulator(app, second.paymentSessionId, "pay");
    expect((await getPaymentStatus(app, buyer.headers, first.orderId)).json()).toMatchObject({ status: "paid" });
    await getPaymentStatus(app, buyer.headers, second.orderId);
    const [refunded] = await app.ctx.db.select().from(checkouts).where(eq(checkouts.paymentOrderId, second.orderId));
    expect(refunded).toMatchObject({ status: "refunded", failureReason: "quotation already used by another order" });
    const ordersOfQuote = await app.ctx.db.select().from(orders).innerJoin(checkouts, eq(checkouts.id, orders.checkoutId)).where(eq(checkouts.buyerId, buyer.profile.id));
    expect(ordersOfQuote.filter((row) => row.checkouts.snapshot.lines.some((l) => l.quoteId === quote.id))).toHaveLength(1);
  });
});
