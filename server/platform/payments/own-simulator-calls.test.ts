import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { checkoutRequest } from "../../modules/checkout/test-factories";
import { RATE_LIMIT_TIERS } from "../../plugins/rate-limits";
import { signInAs } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

// Found under local load: the adapter's calls to the built-in simulator come from 127.0.0.1 (app.inject), so once
// local clients had spent that address's write allowance, checkout answered 502 PAYMENT_SESSION_FAILED.
let app: App;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMITS: "on" });
});
afterAll(async () => app.close());

describe("the app's own calls to its payment simulator", () => {
  it("are not counted against 127.0.0.1's write allowance: a checkout still gets its payment session", async () => {
    const { cookie } = await signInAs(app, "buyer");
    const seller = await createTestSeller(app.ctx.db);
    const product = await createTestProduct(app.ctx.db, seller.id, { price: 20_000, stock: 5 });

    // Local clients (127.0.0.1, as app.inject is by default) spend the whole write allowance.
    const write = () => app.inject({ method: "PUT", url: "/api/account/language", headers: { origin: TEST_ORIGIN }, payload: { language: "en" } });
    for (let i = 0; i < RATE_LIMIT_TIERS.write.max; i++) expect((await write()).statusCode).not.toBe(429);
    expect((await write()).statusCode).toBe(429);

    // A buyer elsewhere checks out; the app then creates the payment order at its simulator from 127.0.0.1.
    const res = await app.inject({
      method: "POST",
      url: "/api/buyer/checkouts",
      remoteAddress: "10.20.30.40",
      headers: { cookie, origin: TEST_ORIGIN },
      payload: checkoutRequest([{ productId: product.id, quantity: 2 }]),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().paymentSessionId).toEqual(expect.any(String));
  });

  it("still limits a client that calls the simulator's API itself from 127.0.0.1", async () => {
    const call = () => app.inject({ method: "POST", url: "/simulator/pg/orders", payload: {} });
    let last = 0;
    for (let i = 0; i <= RATE_LIMIT_TIERS.write.max; i++) last = (await call()).statusCode;
    expect(last).toBe(429);
  });
});
