import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { createTestApp, TEST_ORIGIN } from "../../../test/test-app";

/** The simulator's PG API as Cashfree answers it: accepted versions, refusals named per field, bad URLs, lists. */
let app: App;
let auth: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  const { clientId, clientSecret } = app.ctx.config.cashfree;
  auth = { "x-client-id": clientId, "x-client-secret": clientSecret, "x-api-version": "2026-01-01" };
});
afterAll(async () => app.close());

const validOrder = (orderId: string) => ({
  order_id: orderId,
  order_amount: 100,
  order_currency: "INR",
  customer_details: { customer_id: "sim_buyer_1", customer_phone: "9999999999" },
});

const createOrder = (payload: unknown, headers = auth) => app.inject({ method: "POST", url: "/simulator/pg/orders", headers, payload: payload as object });

async function pressOnHostedPage(sessionId: string, outcome: string) {
  return app.inject({
    method: "POST",
    url: `/simulator/checkout/${encodeURIComponent(sessionId)}`,
    headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    payload: `outcome=${outcome}`,
  });
}

describe("simulator PG API", () => {
  it("accepts every x-api-version Cashfree documents, and refuses others", async () => {
    for (const [i, version] of ["2022-09-01", "2023-08-01", "2025-01-01", "2026-01-01"].entries()) {
      const res = await createOrder(validOrder(`sim_version_${i}`), { ...auth, "x-api-version": version });
      expect(res.statusCode, version).toBe(200);
    }
    const refused = await createOrder(validOrder("sim_version_bad"), { ...auth, "x-api-version": "2020-01-01" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "x-api-version_value_invalid", type: "invalid_request_error" });
  });

  it("names the refused field in the code, as Cashfree does, never a generic request_invalid", async () => {
    const { customer_details: _details, ...noDetails } = validOrder("sim_field_1");
    const cases: [unknown, string][] = [
      [{ ...validOrder("sim_field_2"), order_amount: 0.5 }, "order_amount_invalid"],
      [{ ...validOrder("sim_field_3"), order_amount: "ten" }, "order_amount_invalid"],
      [{ ...validOrder("sim_field_4"), order_amount: undefined }, "order_amount_missing"],
      [{ ...validOrder("sim_field_5"), order_currency: "USD" }, "order_currency_invalid"],
      [noDetails, "customer_details_missing"],
      [{ ...validOrder("sim_field_6"), customer_details: { customer_id: "sim_buyer_1" } }, "customer_details.customer_phone_missing"],
      [{ ...validOrder("sim_field_7"), customer_details: { customer_id: "sim_buyer_1", customer_phone: "12" } }, "customer_details.customer_phone_invalid"],
      [{ ...validOrder("sim_field_8"), customer_details: { customer_id: "x", customer_phone: "9999999999" } }, "customer_details.customer_id_invalid"],
      [{ ...validOrder("sim_field_9"), order_id: "has spaces!" }, "order_id_invalid"],
    ];
    for (const [payload, code] of cases) {
      const res = await createOrder(payload);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), code, type: "invalid_request_error" });
    }
    const created = await createOrder(validOrder("sim_field_refund"));
    const refund = await app.inject({
      method: "POST",
      url: "/simulator/pg/orders/sim_field_refund/refunds",
      headers: auth,
      payload: { refund_amount: 1 },
    });
    expect(created.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ code: "refund_id_missing", type: "invalid_request_error" });
  });

  it("answers a path it does not serve with Cashfree's 404 JSON, whatever the method", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const) {
      for (const url of ["/simulator/pg/nope", "/simulator/pg/orders/x/nope/deeper", "/simulator/pg", "/simulator/pg/"]) {
        const res = await app.inject({ method, url, headers: auth });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers["content-type"], `${method} ${url}`).toMatch(/^application\/json/);
        if (method !== "HEAD") expect(res.json()).toEqual({ message: expect.any(String), code: "request_failed", type: "invalid_request_error" });
      }
    }
    // Without credentials it is refused as any other call is.
    expect((await app.inject({ method: "GET", url: "/simulator/pg/nope" })).statusCode).toBe(401);
  });

  it("lists an order's refunds, oldest first", async () => {
    const created = (await createOrder(validOrder("sim_list_refunds"))).json();
    await pressOnHostedPage(created.payment_session_id, "pay");
    const refund = (refund_id: string, refund_amount: number) =>
      app.inject({ method: "POST", url: "/simulator/pg/orders/sim_list_refunds/refunds", headers: auth, payload: { refund_id, refund_amount } });
    expect((await refund("sim_list_r1", 10)).statusCode).toBe(200);
    expect((await refund("sim_list_r2", 20.5)).statusCode).toBe(200);
    const list = await app.inject({ method: "GET", url: "/simulator/pg/orders/sim_list_refunds/refunds", headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { refund_id: string; refund_amount: number }) => [r.refund_id, r.refund_amount])).toEqual([
      ["sim_list_r1", 10],
      ["sim_list_r2", 20.5],
    ]);
    const unknown = await app.inject({ method: "GET", url: "/simulator/pg/orders/sim_no_order/refunds", headers: auth });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "order_not_found" });
  });

  it("lets the person leave the hosted page: a USER_DROPPED payment, the order still ACTIVE", async () => {
    const created = (await createOrder(validOrder("sim_dropped"))).json();
    const page = await app.inject({ method: "GET", url: `/simulator/checkout/${created.payment_session_id}` });
    expect(page.body).toMatch(/<button[^>]*value="leave"/);
    expect((await pressOnHostedPage(created.payment_session_id, "leave")).statusCode).toBe(303);
    const payments = (await app.inject({ method: "GET", url: "/simulator/pg/orders/sim_dropped/payments", headers: auth })).json();
    expect(payments).toMatchObject([{ payment_status: "USER_DROPPED", is_captured: false }]);
    expect((await app.inject({ method: "GET", url: "/simulator/pg/orders/sim_dropped", headers: auth })).json().order_status).toBe("ACTIVE");
  });
});
