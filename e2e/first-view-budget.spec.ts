import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The storefront's first view, JavaScript and CSS gzipped: every script and stylesheet a visitor's browser loads for
 * the page, until the network is quiet, read from the build as `npm run bench:storefront` reads it. A size, not a
 * timing: a new dependency on a public page fails here. Issue 30 asks for 170 KB; the libraries it requires (React
 * DOM 75 KB, React Router 28, i18next 16, TanStack Query 10, tailwind-merge 9: 157 KB of shared code with the app's)
 * leave the landing pages under it, the product pages at 178 KB and the marketplace and category pages (Radix's
 * slider, 10 KB) at 183–185 KB (ADR 27). This holds 190 KB: the pages as they are, with room for a few lines of code
 * and none for another library.
 */
const BUDGET_BYTES = 190 * 1024;
const WEB_DIST = path.join(import.meta.dirname, "..", "dist", "web");

async function anyProductPath(request: APIRequestContext) {
  const { items } = (await (await request.get("/api/public/products", { params: { category: "Electronics", limit: 1 } })).json()) as { items: { id: string }[] };
  return `/product/${items[0]!.id}`;
}

function builtGzipBytes(pathname: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(WEB_DIST, pathname)), { level: 9 }).length;
}

const PAGES: [string, (request: APIRequestContext) => Promise<string>][] = [
  ["landing", async () => "/"],
  ["marketplace", async () => "/products"],
  ["category", async () => "/products/category/Electronics"],
  ["product", anyProductPath],
  ["Hindi landing", async () => "/hi"],
  ["Hindi product", async (request) => `/hi${await anyProductPath(request)}`],
];

for (const [name, pathOf] of PAGES) {
  test(`the ${name} page loads at most 190 KB of JS and CSS, gzipped`, async ({ page, request }) => {
    const pagePath = await pathOf(request);
    const loaded = new Set<string>();
    page.on("response", (response) => {
      if (["script", "stylesheet"].includes(response.request().resourceType())) loaded.add(new URL(response.url()).pathname);
    });
    await page.goto(pagePath);
    await page.waitForLoadState("networkidle");

    const bytes = [...loaded].reduce((sum, file) => sum + builtGzipBytes(file), 0);
    expect(loaded.size).toBeGreaterThan(1);
    expect(bytes, `${(bytes / 1024).toFixed(1)} KB: ${[...loaded].join(", ")}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
