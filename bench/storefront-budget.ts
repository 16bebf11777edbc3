import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { startServer } from "./servers";

/**
 * npm run bench:storefront [-- --runs 5] [--pages marketplace,hi-category] [--no-build] [--detail]
 * The storefront's budget as a phone on a slow network sees it: the compiled server with the built web app and the
 * demo data; Lighthouse's mobile run (simulated slow 4G, 4× CPU slowdown) on the landing, marketplace, category and
 * product pages in English and in Hindi (`hi-…`, under /hi), the median of `--runs` runs; and the first view's JS + CSS, gzip-compressed, read from the build
 * for every script and stylesheet the page loaded. A measurement, not a test: nothing fails on a figure.
 */
const args = new Map(process.argv.slice(2).map((arg, i, all) => [arg, all[i + 1] ?? ""]));
const runs = Number(args.get("--runs") || 5);
const root = fileURLToPath(new URL("..", import.meta.url));
const webDist = path.join(root, "dist/web");
const PORT = 3992;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

/** The budget issue 30 sets (docs/decisions/0027-react-and-hindi.md says where it stands). */
const BUDGET = { firstViewKb: 170, lcpMs: 2_000, cls: 0.05, tbtMs: 100, performance: 95, seo: 100, accessibility: 100 };

type PageFigures = { page: string; performance: number; lcpMs: number; cls: number; tbtMs: number; seo: number; accessibility: number; jsKb: number; cssKb: number; htmlKb: number };

if (!args.has("--no-build") && spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-bench-"));
const server = await startServer("dist/server/main.js", PORT, "/api/health", {
  NODE_ENV: "development",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  LOG_LEVEL: "warn",
  RATE_LIMITS: "off",
  BACKGROUND_JOBS: "off",
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
});
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
const figures: PageFigures[] = [];
try {
  const { items } = (await (await fetch(`${server.url}/api/public/products?category=Electronics&limit=1`)).json()) as { items: { id: string }[] };
  const english = { landing: "/", marketplace: "/products", category: "/products/category/Electronics", product: `/product/${items[0]!.id}` };
  const allPages = { ...english, ...Object.fromEntries(Object.entries(english).map(([name, page]) => [`hi-${name}`, page === "/" ? "/hi" : `/hi${page}`])) };
  // --pages picks some of them by name, e.g. --pages marketplace,category.
  const chosen = args.get("--pages")?.split(",") ?? Object.keys(allPages);
  const pages = Object.entries(allPages).flatMap(([name, page]) => (chosen.includes(name) ? [page] : []));
  for (const page of pages) {
    const results: PageFigures[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await measurePage(`${server.url}${page}`, page, chrome.port));
    const median = medianFigures(page, results);
    figures.push(median);
    console.log(`${page}: performance ${median.performance}, LCP ${median.lcpMs} ms, CLS ${median.cls}, TBT ${median.tbtMs} ms, JS+CSS ${(median.jsKb + median.cssKb).toFixed(1)} KB gzip`);
  }
} finally {
  await chrome.kill();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${markdown(figures)}`);
const out = path.join(root, "bench/.data", `storefront-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ runs, loadAverage: os.loadavg(), budget: BUDGET, figures }, null, 2));
console.log(`\nSaved ${path.relative(root, out)} (load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(", ")})`);

async function measurePage(url: string, page: string, port: number): Promise<PageFigures> {
  const result = (await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "seo", "accessibility"] })) as RunnerResult;
  const { audits, categories, runtimeError } = result.lhr;
  // A run Lighthouse could not complete scores 0; say so, as the median would otherwise hide it.
  if (runtimeError) console.warn(`  ${page}: Lighthouse could not complete a run (${runtimeError.code}: ${runtimeError.message})`);
  if (args.has("--detail")) printDetail(page, audits);
  const requests = (audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const gzipOf = (type: string) => requests.filter((request) => request.resourceType === type).reduce((sum, request) => sum + builtGzipBytes(request.url), 0) / 1024;
  return {
    page,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    jsKb: gzipOf("Script"),
    cssKb: gzipOf("Stylesheet"),
    htmlKb: gzipOf("Document"),
  };
}


/** --detail: where the main thread's time went in one run (Lighthouse's breakdown and long tasks, at 4× CPU). */
function printDetail(page: string, audits: RunnerResult["lhr"]["audits"]) {
  const items = (name: string) => (audits[name]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const ms = (value: unknown) => Math.round(Number(value));
  const breakdown = items("mainthread-work-breakdown").map((item) => `${String(item.groupLabel)} ${ms(item.duration)}`);
  const longTasks = items("long-tasks").map((item) => `${ms(item.startTime)}+${ms(item.duration)} ${String(item.url).replace(/^https?:\/\/[^/]+/, "")}`);
  console.log(`  ${page}: ${breakdown.join(", ")}\n    long tasks: ${longTasks.join("; ")}`);
}

/** The gzip size of a file the page loaded, from the build (the document: fetched again and compressed here). */
function builtGzipBytes(url: string): number {
  const { pathname } = new URL(url);
  const file = path.join(webDist, pathname);
  if (pathname !== "/" && fs.existsSync(file) && fs.statSync(file).isFile()) return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  const fetched = spawnSync("curl", ["-s", url], { encoding: "buffer" }).stdout;
  return zlib.gzipSync(fetched, { level: 9 }).length;
}

function medianFigures(page: string, results: PageFigures[]): PageFigures {
  const median = (pick: (figures: PageFigures) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    page,
    performance: median((r) => r.performance),
    lcpMs: median((r) => r.lcpMs),
    cls: median((r) => r.cls),
    tbtMs: median((r) => r.tbtMs),
    seo: median((r) => r.seo),
    accessibility: median((r) => r.accessibility),
    jsKb: median((r) => r.jsKb),
    cssKb: median((r) => r.cssKb),
    htmlKb: median((r) => r.htmlKb),
  };
}

function markdown(rows: PageFigures[]): string {
  const lines = [
    `| page | performance | LCP | CLS | TBT | SEO | accessibility | JS + CSS gzip, first view | HTML gzip |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|`,
    ...rows.map((r) =>
      [r.page.replace(/[0-9a-f-]{36}/, "{id}"), r.performance, `${(r.lcpMs / 1000).toFixed(1)} s`, r.cls, `${r.tbtMs} ms`, r.seo, r.accessibility, `${(r.jsKb + r.cssKb).toFixed(1)} KB (JS ${r.jsKb.toFixed(1)}, CSS ${r.cssKb.toFixed(1)})`, `${r.htmlKb.toFixed(1)} KB`].join(" | "),
    ).map((row) => `| ${row} |`),
    `\nBudget: performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs / 1000} s, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms, SEO and accessibility ${BUDGET.seo}, first-view JS + CSS ≤ ${BUDGET.firstViewKb} KB gzip. Median of ${runs} runs.`,
  ];
  return lines.join("\n");
}
