import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { type LoadResult, measure } from "./load";
import { benchDatabase, prepareBenchDatabase } from "./bench-database";
import { sampleProducts, scenarios } from "./scenarios";
import { startServer } from "./servers";

/**
 * npm run bench [-- --products 10000,1000000] [--duration 10] [--seed-only] [--skip-storefront] [--runs 5]
 * For each catalogue size: seed (once) a separate database, start the app and a bare Fastify hello-world in
 * their own processes, and load each with autocannon (10 connections, no pipelining) one after the other.
 */
const args = new Map(process.argv.slice(2).map((arg, i, all) => [arg, all[i + 1] ?? ""]));
const sizes = (args.get("--products") || "10000").split(",").map(Number);
const duration = Number(args.get("--duration") || 10);
const seedOnly = args.has("--seed-only");
const APP_PORT = 3990;
const HELLO_PORT = 3991;

const report: { products: number; database: string; results: LoadResult[] }[] = [];
for (const products of sizes) {
  const size = { products, sellers: Math.max(10, Math.round(products / 100)) };
  console.log(`\n${products.toLocaleString("en-IN")} products, ${size.sellers.toLocaleString("en-IN")} sellers`);
  const target = benchDatabase(size);
  await prepareBenchDatabase(target, size);
  if (seedOnly) continue;
  const handle = await target.open();
  const sample = await sampleProducts(handle, 20_000);
  await handle.close(); // PGlite: only one process may open the folder, and the app needs it

  const hello = await startServer("bench/hello-world-server.ts", HELLO_PORT, "/");
  const app = await startServer("server/main.ts", APP_PORT, "/api/health", {
    ...target.env,
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "false",
    SERVE_WEB: "false",
    // One client address sends every request: the per-address limits (1,000 reads a minute) would answer 429.
    RATE_LIMITS: "off",
    PUBLIC_URL: `http://127.0.0.1:${APP_PORT}`,
  });
  const results: LoadResult[] = [];
  try {
    for (const scenario of scenarios(sample)) {
      const url = scenario.target === "hello" ? hello.url : app.url;
      await measure("warm-up", url, scenario.nextPath, 2);
      const result = await measure(scenario.name, url, scenario.nextPath, duration);
      results.push(result);
      console.log(`  ${scenario.name.padEnd(28)} ${Math.round(result.requestsPerSecond).toString().padStart(6)} req/s  p95 ${result.p95} ms  p99 ${result.p99} ms${result.errors ? `  ERRORS ${result.errors}` : ""}`);
    }
  } finally {
    await Promise.all([hello.stop(), app.stop()]);
  }
  report.push({ products, database: target.label, results });
}

if (seedOnly) process.exit(0);
console.log(`\n${markdown(report)}`);
const out = fileURLToPath(new URL(`./.data/results-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, import.meta.url));
fs.mkdirSync(fileURLToPath(new URL("./.data", import.meta.url)), { recursive: true });
fs.writeFileSync(out, JSON.stringify(report, null, 2));
console.log(`Raw figures: ${out}`);

// The storefront as a phone sees it: Lighthouse and the first view's JavaScript (bench/storefront-budget.ts).
if (!args.has("--skip-storefront")) await import("./storefront-budget");

function markdown(rows: typeof report): string {
  const lines = ["| products | scenario | req/s | vs hello-world | p50 ms | p95 ms | p99 ms |", "|---:|---|---:|---:|---:|---:|---:|"];
  for (const { products, results } of rows) {
    const baseline = results.find((r) => r.name === "hello-world")!.requestsPerSecond;
    for (const r of results) {
      const ratio = `${Math.round((r.requestsPerSecond / baseline) * 100)}%`;
      lines.push(`| ${products.toLocaleString("en-IN")} | ${r.name} | ${Math.round(r.requestsPerSecond)} | ${ratio} | ${r.p50} | ${r.p95} | ${r.p99} |`);
    }
  }
  return lines.join("\n");
}
