// `npm run bench:soak -- --minutes 10`: three API processes from the production build behind nginx (the scale-out
// test's cluster: PostgreSQL, Redis, s3rver, an SMTP sink; server/scale-out/cluster-setup.ts) under a steady mixed
// load of buyers and sellers (browse, search, product pages, checkouts paid in the simulator, buyer and seller
// dashboards), each client from its own loopback address. Reports errors, requests per second and each process's
// resident memory at the start and end of the soak; then the read throughput of one process vs three behind nginx.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openPostgres } from "../server/db/postgres-client";
import { products } from "../server/db/schema";
import { DEMO_SELLERS } from "../server/db/seed/demo-accounts";
import { seedIfEmpty } from "../server/db/seed/seed-if-empty";
import { checkoutRequest } from "../server/modules/checkout/test-factories";
import { createStorage } from "../server/platform/storage/create-storage";
import { type Answer, Client } from "../server/scale-out/client";
import { MAIN_JS } from "../server/scale-out/cluster";
import { startCluster } from "../server/scale-out/cluster-setup";
import { startNginx } from "../server/scale-out/nginx";
import { createBuyers, PASSWORD } from "../server/scale-out/seed";
import { measure } from "./load";
import { processTreeRssMb } from "./process-tree";

function option(name: string, fallback: number) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}
const MINUTES = option("minutes", 10);
const BUYERS = option("buyers", 8);
const SELLERS = option("sellers", 2);
/** Each client waits this long between its requests: a steady load rather than as fast as the machine goes. */
const THINK_MS = option("think-ms", 100);
const COMPARE_SECONDS = option("compare-seconds", 20);
const SEARCH_WORDS = ["cotton", "steel", "rice", "led", "saree", "bolt", "tea", "pipe", "paper", "oil"];

if (!fs.existsSync(MAIN_JS)) throw new Error("Run `npm run build` first: the soak runs the production build.");

let sample: { id: string; minOrderQuantity: number }[] = [];
let buyerAccounts: { email: string }[] = [];
const cluster = await startCluster({
  processes: 3,
  logLevel: "warn",
  // The demo catalogue and accounts (pictures into the S3-compatible store), as a demo deployment would have them.
  prepare: async (databaseUrl, store) => {
    const handle = openPostgres(databaseUrl);
    try {
      const storage = await createStorage({ kind: "s3", bucket: store.bucket, region: "ap-south-1", endpoint: store.endpoint, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });
      await seedIfEmpty(handle.db, storage);
      // Stock enough for every checkout of a 10-minute soak.
      await handle.db.update(products).set({ stock: 1_000_000 });
      sample = await handle.db.select({ id: products.id, minOrderQuantity: products.minOrderQuantity }).from(products).where(eq(products.isActive, true)).limit(200);
      buyerAccounts = await createBuyers(handle.db, BUYERS);
    } finally {
      await handle.close();
    }
  },
});
const nginx = cluster.nginx.url;
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

const counts = new Map<string, { ok: number; failed: number }>();
const failures = new Map<string, number>();
function record(what: string, answer: Answer | Error, expected = (status: number) => status < 400) {
  const entry = counts.get(what) ?? { ok: 0, failed: 0 };
  counts.set(what, entry);
  const ok = !(answer instanceof Error) && expected(answer.status);
  if (ok) entry.ok += 1;
  else {
    entry.failed += 1;
    const key = `${what}: ${answer instanceof Error ? answer.message : answer.status}`;
    if (!failures.has(key) && !(answer instanceof Error)) console.log(`  first ${key}: ${answer.body.slice(0, 300)}`);
    failures.set(key, (failures.get(key) ?? 0) + 1);
  }
  return answer instanceof Error ? undefined : answer;
}
const send = (client: Client, what: string, url: string, options = {}) =>
  client.send(nginx, url, options).then(
    (answer) => record(what, answer),
    (error: Error) => record(what, error),
  );

async function buyerStep(client: Client) {
  const roll = Math.random();
  if (roll < 0.35) await send(client, "browse", `/api/public/products?limit=24&sort=${pick(["recommended", "newest", "price_asc"])}`);
  else if (roll < 0.6) await send(client, "search", `/api/public/products?q=${pick(SEARCH_WORDS)}&limit=24`);
  else if (roll < 0.8) await send(client, "product", `/api/public/products/${pick(sample).id}`);
  else if (roll < 0.97) await send(client, "buyer dashboard", pick(["/api/buyer/orders/summary", "/api/buyer/orders"]));
  else {
    // 3% of a buyer's steps: some 15 checkouts a minute, under the 30 a buyer may start (checkout.routes.ts).
    const product = pick(sample);
    const created = await send(client, "checkout", "/api/buyer/checkouts", { method: "POST", body: checkoutRequest([{ productId: product.id, quantity: Math.max(1, product.minOrderQuantity) }]) });
    if (!created || created.status !== 201) return;
    const { orderId, paymentSessionId } = created.json<{ orderId: string; paymentSessionId: string }>();
    await send(client, "pay", `/simulator/checkout/${encodeURIComponent(paymentSessionId)}`, {
      method: "POST",
      body: "outcome=pay",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    await send(client, "payment status", `/api/payments/status/${encodeURIComponent(orderId)}`);
  }
}

async function sellerStep(client: Client) {
  await send(client, "seller dashboard", pick(["/api/seller/dashboard", "/api/seller/orders", "/api/seller/products"]));
}

const clients = [
  ...buyerAccounts.map((buyer) => ({ email: buyer.email, password: PASSWORD, step: buyerStep })),
  ...DEMO_SELLERS.slice(0, SELLERS).map((seller) => ({ email: seller.email, password: seller.password, step: sellerStep })),
].map((account) => ({ ...account, client: new Client(nginx) }));
for (const { client, email, password } of clients) await client.signIn(nginx, email, password);

const rss = () => Object.fromEntries(cluster.apps.map((app) => [app.name, Math.round(processTreeRssMb(app.child.pid!))]));
// A minute's warm-up would be fairer for memory; the start figure is taken after the first 10 s of load instead.
let stop = false;
const started = performance.now();
const running = clients.map(async ({ client, step }) => {
  while (!stop) {
    await step(client);
    await new Promise((resolve) => setTimeout(resolve, THINK_MS));
  }
});
await new Promise((resolve) => setTimeout(resolve, 10_000));
const rssStart = rss();
const progress = setInterval(() => {
  const total = [...counts.values()].reduce((sum, c) => sum + c.ok + c.failed, 0);
  console.log(`  ${((performance.now() - started) / 60_000).toFixed(1)} min: ${total} requests, ${[...failures.values()].reduce((a, b) => a + b, 0)} failed, RSS ${JSON.stringify(rss())}`);
}, 60_000);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, MINUTES * 60_000 - 10_000)));
stop = true;
await Promise.all(running);
clearInterval(progress);
const rssEnd = rss();
const seconds = (performance.now() - started) / 1000;
const total = [...counts.values()].reduce((sum, c) => sum + c.ok + c.failed, 0);
const failed = [...counts.values()].reduce((sum, c) => sum + c.failed, 0);

// Reads only, as fast as 10 connections go, through nginx to one process and then to all three.
const readPaths = () => pick([`/api/public/products?limit=24`, `/api/public/products?q=${pick(SEARCH_WORDS)}&limit=24`, `/api/public/products/${pick(sample).id}`]);
const single = await startNginx({ upstreams: [`127.0.0.1:${cluster.apps[0]!.port}`], dir: path.join(cluster.logDir, "..", "nginx-one") });
const headers = { "accept-encoding": "br, gzip" };
const one = await measure("1 process behind nginx", single.url, readPaths, COMPARE_SECONDS, headers);
await single.stop();
const three = await measure("3 processes behind nginx", nginx, readPaths, COMPARE_SECONDS, headers);

console.log(`\nSoak: ${MINUTES} min, ${clients.length} clients (${BUYERS} buyers, ${Math.min(SELLERS, DEMO_SELLERS.length)} sellers), ${THINK_MS} ms between a client's requests`);
console.log(`  ${total} requests, ${(total / seconds).toFixed(1)}/s, ${failed} failed`);
for (const [what, c] of counts) console.log(`  ${what.padEnd(18)} ${String(c.ok).padStart(7)} ok ${String(c.failed).padStart(5)} failed`);
for (const [what, n] of failures) console.log(`  failure ${what} ×${n}`);
console.log(`  RSS per process (MB) after 10 s: ${JSON.stringify(rssStart)}; at the end: ${JSON.stringify(rssEnd)}`);
console.log(`\nReads (browse, search, product), 10 connections, ${COMPARE_SECONDS} s each (the load generator shares the machine's cores):`);
for (const result of [one, three]) console.log(`  ${result.name.padEnd(26)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  errors ${result.errors}`);

await cluster.stop();
process.exit(failed > 0 ? 1 : 0);
