import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { emailOutbox } from "../db/schema";
import { createTestProduct, createTestSeller } from "../modules/catalog/test-factories";
import { checkoutRequest, payInSimulator, postCheckout } from "../modules/checkout/test-factories";
import { enqueueJob } from "../platform/jobs/job-queue";
import { simulatorWebhooks } from "../platform/payments/simulator";
import { signInAs } from "../test/sign-in";
import { createTestApp } from "../test/test-app";

const TOKEN = "metrics-token-for-tests-0123456789";
const ROUTE = "/api/public/products/:id";

/** The value of one sample line (`name{labels} value`) in a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? "";
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`))) return Number(line.split(" ").at(-1));
  }
  return undefined;
}

describe("/metrics behind a bearer token (METRICS_TOKEN)", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => app.close());
  const scrape = () => app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });

  it("refuses a scrape without the token, or with a wrong one", async () => {
    expect((await app.inject("/metrics")).statusCode).toBe(401);
    expect((await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
    expect((await app.inject({ url: "/metrics", headers: { authorization: TOKEN } })).statusCode).toBe(401);
  });

  it("shows every family in Prometheus text format, and a request adds to the histogram by route pattern and status", async () => {
    const missing = `00000000-0000-4000-8000-${randomUUID().slice(-12)}`;
    const before = await scrape();
    expect(before.statusCode).toBe(200);
    expect(before.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const family of [
      "bulkbazaar_http_request_duration_seconds",
      "bulkbazaar_jobs_pending",
      "bulkbazaar_jobs_oldest_due_age_seconds",
      "bulkbazaar_email_outbox_pending",
      "bulkbazaar_event_streams_open",
      "bulkbazaar_payments_total",
      "bulkbazaar_payment_webhooks_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(before.body, family).toContain(`# TYPE ${family} `);
    }
    const count = (text: string) => sample(text, "bulkbazaar_http_request_duration_seconds_count", { route: ROUTE, status_code: "404" }) ?? 0;
    const counted = count(before.body);
    expect((await app.inject(`/api/public/products/${missing}`)).statusCode).toBe(404);
    const after = (await scrape()).body;
    expect(count(after)).toBe(counted + 1);
    // The route's pattern, never the raw URL with its id.
    expect(after).not.toContain(missing);
  });

  it("reports the job queue per kind and the outbox backlog, read at scrape time", async () => {
    const kind = `metrics-probe-${randomUUID().slice(0, 8)}`;
    await enqueueJob(app.ctx.db, { kind, runAt: new Date(Date.now() - 60_000) });
    await enqueueJob(app.ctx.db, { kind, runAt: new Date(Date.now() + 60 * 60_000) });
    await app.ctx.db.insert(emailOutbox).values({ toAddress: "metrics@example.test", subject: "s", textBody: "t" });
    const text = (await scrape()).body;
    expect(sample(text, "bulkbazaar_jobs_pending", { kind })).toBe(2);
    expect(sample(text, "bulkbazaar_jobs_due", { kind })).toBe(1);
    expect(sample(text, "bulkbazaar_jobs_oldest_due_age_seconds", { kind })).toBeGreaterThanOrEqual(59);
    expect(sample(text, "bulkbazaar_email_outbox_pending")).toBeGreaterThanOrEqual(1);
  });

  it("counts a paid checkout once, and its webhook as finalised", async () => {
    const paid = (text: string) => sample(text, "bulkbazaar_payments_total", { kind: "order", outcome: "paid" }) ?? 0;
    const finalised = (text: string) => sample(text, "bulkbazaar_payment_webhooks_total", { outcome: "finalised" }) ?? 0;
    const before = (await scrape()).body;
    const { headers } = await signInAs(app, "buyer");
    const seller = await createTestSeller(app.ctx.db);
    const product = await createTestProduct(app.ctx.db, seller.id, { price: 20_000, stock: 5 });
    const { paymentSessionId } = (await postCheckout(app, headers, checkoutRequest([{ productId: product.id, quantity: 1 }]))).json();
    await payInSimulator(app, paymentSessionId, "pay");
    await simulatorWebhooks(app.ctx).settled();
    const after = (await scrape()).body;
    expect(paid(after)).toBe(paid(before) + 1);
    expect(finalised(after)).toBe(finalised(before) + 1);
  });

  it("counts webhooks by outcome: a forged one is refused", async () => {
    const refused = (text: string) => sample(text, "bulkbazaar_payment_webhooks_total", { outcome: "refused" }) ?? 0;
    const before = refused((await scrape()).body);
    const res = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "x-webhook-timestamp": String(Date.now()), "x-webhook-signature": "forged" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(401);
    expect(refused((await scrape()).body)).toBe(before + 1);
  });
});

describe("/metrics on a port of its own (METRICS_PORT)", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_PORT: "0", HOST: "127.0.0.1" });
  });
  afterAll(async () => app.close());

  it("serves the metrics there, and not on the app's own port", async () => {
    const address = app.metricsAddress();
    expect(address).not.toBeNull();
    const res = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("# TYPE bulkbazaar_http_request_duration_seconds histogram");
    expect((await fetch(`http://127.0.0.1:${address!.port}/other`)).status).toBe(404);
    expect((await app.inject("/metrics")).statusCode).toBe(404);
  });
});

describe("without METRICS_PORT or METRICS_TOKEN", () => {
  it("has no metrics endpoint at all", async () => {
    const app = await createTestApp();
    try {
      const res = await app.inject("/metrics");
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("# TYPE");
    } finally {
      await app.close();
    }
  });
});
