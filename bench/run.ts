import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { type LoadResult, measure } from "./load";
import { benchDatabase, prepareBenchDatabase } from "./bench-database";
// @ts-expect-error -- a plain ES module of the build scripts, without type declarations
import { buildServer, isServerBuildStale } from "../scripts/build-server.mjs";
import { type Target, comparedPaths, sampleProducts, scenarios } from "./scenarios";
import { type RunningServer, startServer } from "./servers";

/**
 * npm run bench [-- --products 10000,1000000] [--duration 10] [--seed-only] [--skip-storefront] [--runs 5] [--only search]
 *   [--no-accept-encoding]
 * For each catalogue size: seed (once) a separate database; then start, one at a time and alone, a bare Fastify
 * hello-world, the single-statement stand-in (stand-in-server.ts) and the compiled app, each in its own process,
 * and load each with autocannon (10 connections, no pipelining). The stand-in's and the app's answers to the same
 * paths are checked equal first. Every request carries a browser's Accept-Encoding, so the app answers compressed as
 * it does in use (the hello-world and the stand-in compress nothing); --no-accept-encoding sends none.
 */
const args = new Map(process.argv.slice(2).map((arg, i, all) => [arg, all[i + 1] ?? ""]));
const sizes = (args.get("--products") || "10000").split(",").map(Number);
const duration = Number(args.get("--duration") || 10);
const seedOnly = args.has("--seed-only");
/** Only the scenarios whose name contains this (and the hello-world, the baseline). */
const only = args.get("--only") || undefined;
const PORT = 3990;
/** What every request sends, as Chrome, Firefox and Safari do (and the web app, through them). */
const headers: Record<string, string> = args.has("--no-accept-encoding") ? {} : { "accept-encoding": "gzip, deflate, br" };
const headersLabel = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join("; ") || "none";

type Result = LoadResult & { target: Target };
if (!seedOnly && isServerBuildStale()) await buildServer();

const report: { products: number; database: string; loadAverage: number[]; headers: Record<string, string>; results: Result[] }[] = [];
for (const products of sizes) {
  const size = { products, sellers: Math.max(10, Math.round(products / 100)) };
  console.log(`\n${products.toLocaleString("en-IN")} products, ${size.sellers.toLocaleString("en-IN")} sellers`);
  const target = benchDatabase(size);
  await prepareBenchDatabase(target, size);
  if (seedOnly) continue;
  const loadAverage = os.loadavg().map((load) => Math.round(load * 100) / 100);
  console.log(`  load average ${loadAverage.join(", ")} at ${new Date().toISOString()}; request headers: ${headersLabel}`);
  const handle = await target.open();
  const sample = await sampleProducts(handle, 20_000);
  await handle.close(); // PGlite: only one process may open the folder, and the app needs it

  const appEnv = {
    ...target.env,
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "false",
    SERVE_WEB: "false",
    // One client address sends every request: the per-address limits (1,000 reads a minute) would answer 429.
    RATE_LIMITS: "off",
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  };
  const servers: Record<Target, () => Promise<RunningServer>> = {
    hello: () => startServer("bench/hello-world-server.ts", PORT, "/"),
    "stand-in": () => startServer("bench/stand-in-server.ts", PORT, "/health", target.env),
    // What `npm start` runs: the compiled server (tsx would add its own per-call costs to every request).
    app: () => startServer("dist/server/main.js", PORT, "/api/health", appEnv),
  };
  const all = scenarios(sample).filter((s) => only === undefined || s.target === "hello" || s.name.includes(only));
  const results: Result[] = [];
  const standInBodies = new Map<string, unknown>();
  const compared = comparedPaths(sample);
  // One server at a time, alone on the machine (PGlite: only one process may open the folder).
  for (const [name, start] of Object.entries(servers) as [Target, () => Promise<RunningServer>][]) {
    if (!all.some((s) => s.target === name)) continue;
    const server = await start();
    try {
      // The app is compared with the stand-in when the stand-in ran (not with --only search).
      if (name === "stand-in" || (name === "app" && standInBodies.size > 0)) await compareContent(server.url, name, standInBodies, compared);
      for (const scenario of all.filter((s) => s.target === name)) {
        await measure("warm-up", server.url, scenario.nextPath, 2, headers);
        const result = { ...(await measure(scenario.name, server.url, scenario.nextPath, duration, headers)), target: name };
        results.push(result);
        const label = `${name}: ${scenario.name}`.padEnd(38);
        console.log(`  ${label} ${Math.round(result.requestsPerSecond).toString().padStart(6)} req/s  p95 ${ms(result.p95)} ms  p99 ${ms(result.p99)} ms  ${result.bytesPerResponse} B/response${result.errors ? `  ERRORS ${result.errors}` : ""}`);
      }
    } finally {
      await server.stop();
    }
  }
  report.push({ products, database: target.label, loadAverage, headers, results });
}

if (seedOnly) process.exit(0);
console.log(`\n${markdown(report)}`);
const out = fileURLToPath(new URL(`./.data/results-${new Date().toISOString().replace(/[:.]/g, "-")}.json`, import.meta.url));
fs.mkdirSync(fileURLToPath(new URL("./.data", import.meta.url)), { recursive: true });
fs.writeFileSync(out, JSON.stringify(report, null, 2));
console.log(`Raw figures: ${out}`);

// The storefront as a phone sees it: Lighthouse and the first view's JavaScript (bench/storefront-budget.ts).
if (!args.has("--skip-storefront")) await import("./storefront-budget");

/**
 * The stand-in's bodies are recorded; the app's must be the same JSON, or the comparison would not be fair (the
 * order of an object's keys aside).
 */
async function compareContent(url: string, target: Target, standIn: Map<string, unknown>, paths: string[]) {
  for (const path of paths) {
    const res = await fetch(`${url}${path}`);
    assert.equal(res.status, 200, `${target} ${path}: ${res.status}`);
    const body: unknown = await res.json();
    if (target === "stand-in") standIn.set(path, body);
    else assert.deepStrictEqual(body, standIn.get(path), `the app's answer to ${path} differs from the stand-in's`);
  }
  if (target === "app") console.log(`  the app and the stand-in answered ${paths.length} paths with the same content`);
}

/** Milliseconds to one decimal, as the tables show them. */
function ms(value: number) {
  return (Math.round(value * 10) / 10).toFixed(1);
}

function markdown(rows: typeof report): string {
  const lines = [
    `Request headers: ${headersLabel}`,
    "",
    "| products | server | scenario | req/s | vs hello-world | vs stand-in | p50 ms | p95 ms | p99 ms | B/response |",
    "|---:|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const percent = (value: number, base: number | undefined) => (base ? `${Math.round((value / base) * 100)}%` : "");
  for (const { products, results, loadAverage } of rows) {
    lines.push(`| ${products.toLocaleString("en-IN")} | load average ${loadAverage.join(", ")} | | | | | | | | |`);
    const baseline = results.find((r) => r.target === "hello")?.requestsPerSecond;
    for (const r of results) {
      const standIn = r.target === "app" ? results.find((s) => s.target === "stand-in" && s.name === r.name) : undefined;
      lines.push(
        `| ${products.toLocaleString("en-IN")} | ${r.target} | ${r.name} | ${Math.round(r.requestsPerSecond)} | ${percent(r.requestsPerSecond, baseline)} | ${percent(r.requestsPerSecond, standIn?.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.bytesPerResponse} |`,
      );
    }
  }
  return lines.join("\n");
}
