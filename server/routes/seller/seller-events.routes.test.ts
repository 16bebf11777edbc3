import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { signInAs } from "../../test/sign-in";
import { connectSse } from "../../test/sse-client";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

let app: App;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => app.close());

const orderEvents = (stream: Awaited<ReturnType<typeof connectSse>>) => stream.events.filter((e) => e.event === "order").map((e) => e.data);

describe("GET /api/seller/events", () => {
  it("streams changes to the seller's own orders, whoever makes them, and nothing of other sellers'", async () => {
    const buyer = await signInAs(app, "buyer");
    const seller = await signInAs(app, "seller");
    const other = await signInAs(app, "seller");
    const mineProduct = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const theirProduct = await createTestProduct(app.ctx.db, { sellerId: other.profile.id });
    const mine = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product: mineProduct, quantity: 1 }] });
    const theirs = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: other.profile.id, lines: [{ product: theirProduct, quantity: 1 }] });

    const stream = await connectSse(`${baseUrl}/api/seller/events`, seller.cookie);
    expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const move = (orderId: string, status: string, headers: Record<string, string>) =>
      app.inject({ method: "PATCH", url: `/api/seller/orders/${orderId}/status`, headers, payload: { status } });
    expect((await move(theirs.order.id, "Processing", other.headers)).statusCode).toBe(200);
    expect((await move(mine.order.id, "Processing", seller.headers)).statusCode).toBe(200);
    // The buyer cancels: a change made by someone else reaches the seller too.
    const cancel = await app.inject({ method: "POST", url: `/api/buyer/orders/${mine.order.id}/cancel`, headers: buyer.headers });
    expect(cancel.statusCode).toBe(200);

    await stream.waitFor((seen) => seen.filter((e) => e.event === "order" && (e.data as { status: string }).status === "Cancelled").length > 0);
    stream.close();
    const seen = orderEvents(stream) as { orderId: string; status: string; kind: string }[];
    expect(seen.every((e) => e.orderId === mine.order.id)).toBe(true);
    expect(seen.slice(0, 2)).toEqual([
      { orderId: mine.order.id, status: "Processing", kind: "status" },
      { orderId: mine.order.id, status: "Cancelled", kind: "status" },
    ]);
  });

  it("tells the seller at once when a buyer asks to return an item", async () => {
    const buyer = await signInAs(app, "buyer");
    const seller = await signInAs(app, "seller");
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const delivered = await createTestOrder(app.ctx.db, {
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      lines: [{ product, quantity: 1 }],
      status: "Delivered",
    });
    const stream = await connectSse(`${baseUrl}/api/seller/events`, seller.cookie);
    const asked = await app.inject({
      method: "POST",
      url: `/api/buyer/orders/${delivered.order.id}/returns`,
      headers: { ...buyer.headers, origin: TEST_ORIGIN },
      payload: { orderItemId: delivered.items[0]!.id, requestType: "return", quantity: 1, reason: "Two cartons arrived damaged." },
    });
    expect(asked.statusCode).toBe(201);
    await stream.waitFor((seen) => seen.some((e) => e.event === "order" && (e.data as { kind: string }).kind === "return"));
    stream.close();
    expect(orderEvents(stream)).toContainEqual({ orderId: delivered.order.id, status: "Delivered", kind: "return" });
  });

  it("answers 401 to anonymous callers and 403 to buyers", async () => {
    const buyer = await signInAs(app, "buyer");
    expect((await app.inject({ method: "GET", url: "/api/seller/events", headers: { origin: TEST_ORIGIN } })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/seller/events", headers: buyer.headers })).statusCode).toBe(403);
  });
});
