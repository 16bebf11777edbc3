import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { createTestProduct } from "../modules/orders/test-factories";
import { injectAnswer } from "../test/inject-answer";
import { AUTH_OPERATIONS, operationsFromOpenApi } from "../test/openapi-fuzz/fuzz-operations";
import { invalidRequests } from "../test/openapi-fuzz/invalid-requests";
import { type FuzzCaller, runFuzz } from "../test/openapi-fuzz/run-fuzz";
import { signInAs } from "../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../test/test-app";

const SEED = 20_261_123;
const REQUESTS = 2_400;

let app: App;
let callers: FuzzCaller[];
let productId: string;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMITS: "off" });
  const seller = await signInAs(app, "seller");
  productId = (await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: "Fuzzproof steel bolts" })).id;
  callers = [
    { name: "anonymous", headers: { origin: TEST_ORIGIN } },
    { name: "buyer", headers: (await signInAs(app, "buyer")).headers },
    { name: "seller", headers: seller.headers },
    { name: "admin", headers: (await signInAs(app, "admin")).headers },
  ];
});
afterAll(async () => app.close());

describe("fuzzing every route from the OpenAPI document", () => {
  it(`answers ${REQUESTS.toLocaleString("en-IN")} invalid requests (seed ${SEED}) without a single 5xx`, async () => {
    const doc = (await app.inject("/api/docs/json")).json() as Parameters<typeof operationsFromOpenApi>[0];
    const operations = [...operationsFromOpenApi(doc), ...AUTH_OPERATIONS];
    const started = Date.now();
    const report = await runFuzz(invalidRequests(operations, { seed: SEED, count: REQUESTS }), {
      callers,
      send: async (request, headers) =>
        (await injectAnswer(app, { method: request.method as "GET", url: request.url, headers: { ...headers, ...request.headers }, payload: request.payload })).statusCode,
    });
    console.log(
      `fuzz: ${report.total} requests over ${operations.length} operations × ${callers.length} callers in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `statuses ${JSON.stringify(report.byStatus)}; strategies ${JSON.stringify(report.byStrategy)}`,
    );
    expect(report.serverErrors).toEqual([]);
    expect(report.total).toBe(REQUESTS);
    // Every operation was sent by every caller at least once.
    expect(REQUESTS).toBeGreaterThanOrEqual(operations.length * callers.length);
  }, 120_000);

  it("leaves the server healthy: the health check and a real catalogue search still answer", async () => {
    expect((await app.inject("/api/health")).statusCode).toBe(200);
    const listing = await app.inject("/api/public/products?q=fuzzproof");
    expect(listing.statusCode).toBe(200);
    expect((listing.json() as { items: { id: string }[] }).items.map((item) => item.id)).toContain(productId);
    const me = await app.inject({ url: "/api/account/me", headers: callers[1]!.headers });
    expect(me.statusCode).toBe(200);
  });
});
