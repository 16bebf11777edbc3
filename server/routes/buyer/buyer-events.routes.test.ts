import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { signInAs } from "../../test/sign-in";
import { connectSse } from "../../test/sse-client";
import { createTestApp } from "../../test/test-app";

/** The buyer's event stream, read like an EventSource. */
const connect = (baseUrl: string, cookie: string) => connectSse(`${baseUrl}/api/buyer/events`, cookie);

let app: App;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => app.close());

describe("GET /api/buyer/events", () => {
  it("streams the buyer's own order changes, and only those", async () => {
    const buyer = await signInAs(app, "buyer");
    const other = await signInAs(app, "buyer");
    const seller = await signInAs(app, "seller");
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const mine = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }] });
    const theirs = await createTestOrder(app.ctx.db, { buyerId: other.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }] });

    const stream = await connect(baseUrl, buyer.cookie);
    const otherStream = await connect(baseUrl, other.cookie);
    expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);

    const move = (orderId: string, status: string) =>
      app.inject({ method: "PATCH", url: `/api/seller/orders/${orderId}/status`, headers: seller.headers, payload: { status } });
    expect((await move(theirs.order.id, "Processing")).statusCode).toBe(200);
    expect((await move(mine.order.id, "Processing")).statusCode).toBe(200);

    await stream.waitFor((e) => e.some((x) => x.event === "order"));
    await otherStream.waitFor((e) => e.some((x) => x.event === "order"));
    const received = (s: typeof stream) => s.events.filter((e) => e.event === "order").map((e) => e.data);
    expect(received(stream)).toEqual([{ orderId: mine.order.id, status: "Processing", kind: "status" }]);
    expect(received(otherStream)).toEqual([{ orderId: theirs.order.id, status: "Processing", kind: "status" }]);

    // A cancellation announces the status, then the refund's answer.
    const cancel = await app.inject({ method: "POST", url: `/api/buyer/orders/${mine.order.id}/cancel`, headers: buyer.headers });
    expect(cancel.statusCode).toBe(200);
    await stream.waitFor((e) => e.filter((x) => x.event === "order").length === 3);
    expect(received(stream).slice(1)).toEqual([
      { orderId: mine.order.id, status: "Cancelled", kind: "status" },
      { orderId: mine.order.id, status: "Cancelled", kind: "refund" },
    ]);
    expect(received(otherStream)).toHaveLength(1);

    stream.close();
    otherStream.close();
    await Promise.all([stream.done, otherStream.done]);
  });

  // PGlite is in-process and never loses its LISTEN; PostgreSQL can drop the listening connection.
  it.runIf(process.env.TEST_DB_KIND === "postgres")(
    "after the server's LISTEN connection dies and is re-established, tells open streams to re-read, then streams again",
    async () => {
      const buyer = await signInAs(app, "buyer");
      const seller = await signInAs(app, "seller");
      const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
      const { order } = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }] });
      const stream = await connect(baseUrl, buyer.cookie);
      const readies = () => stream.events.filter((e) => e.event === "ready").length;
      expect(readies()).toBe(1);

      // Kill the app's listening backend (this test file has a database of its own).
      await app.ctx.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`);
      // Changes made while nobody listened are never heard as events; the "ready" that follows the new LISTEN is the
      // browser's cue to re-read them.
      await stream.waitFor(() => readies() === 2, 15_000);
      expect(stream.events.filter((e) => e.event === "order")).toEqual([]);

      const moved = await app.inject({ method: "PATCH", url: `/api/seller/orders/${order.id}/status`, headers: seller.headers, payload: { status: "Processing" } });
      expect(moved.statusCode).toBe(200);
      await stream.waitFor((e) => e.some((x) => x.event === "order"));
      expect(stream.events.filter((e) => e.event === "order").map((e) => e.data)).toEqual([{ orderId: order.id, status: "Processing", kind: "status" }]);

      stream.close();
      await stream.done;
    },
  );

  it("is for buyers only: 401 for visitors, 403 for sellers", async () => {
    const anonymous = await fetch(`${baseUrl}/api/buyer/events`);
    expect(anonymous.status).toBe(401);
    const seller = await signInAs(app, "seller");
    const asSeller = await fetch(`${baseUrl}/api/buyer/events`, { headers: { cookie: seller.cookie } });
    expect(asSeller.status).toBe(403);
  });

  it("ends open streams when the app closes, so shutdown is not held up", async () => {
    const own = await createTestApp();
    await own.listen({ port: 0, host: "127.0.0.1" });
    const address = own.server.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const buyer = await signInAs(own, "buyer");
    const stream = await connect(url, buyer.cookie);
    await own.close();
    await stream.done; // the server ended the response
  });
});
