import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { products } from "../db/schema";
import { createTestSeller } from "../modules/catalog/test-factories";
import { createTestProduct } from "../modules/orders/test-factories";
import { createTestApp } from "../test/test-app";

/** The public pages as a search engine or a phone without JavaScript gets them: rendered on the server with their data. */
let app: App;
let webDistDir: string;
let sellerId: string;
const SHELL = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Shell</title></head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>`;

beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
  fs.writeFileSync(path.join(webDistDir, "index.html"), SHELL);
  const webRenderer = await import("../../web/entry-server");
  app = await createTestApp({ SERVE_WEB: "true", WEB_DIST_DIR: webDistDir, PUBLIC_URL: "https://bulkbazaar.example" }, { webRenderer });
  sellerId = (await createTestSeller(app.ctx.db, { companyName: "Moradabad Brass Co" })).id;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

/** The page's visible text, as a crawler without JavaScript reads it. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";
const payloadOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-payload">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "null") as {
    queries: { queries: { queryKey: unknown[]; state: { status: string; error: unknown } }[] };
    locales: Record<string, unknown>;
  } | null;

describe("a product page rendered on the server", () => {
  it("carries the product's name, prices, tiers and seller in its markup, and the data the browser hydrates from", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId, name: "Brass Diya Set", price: 1_250_50, stock: 500, minOrderQuantity: 10, imageUrl: "/media/products/diya.webp" });
    await app.ctx.db.update(products).set({ tieredPricing: [{ quantity: 100, price: 1_100_00 }] }).where(eq(products.id, product.id));
    const res = await app.inject(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    const text = textOf(rootOf(res.body));
    expect(text).toContain("Brass Diya Set");
    expect(text).toContain("₹1,250.50");
    expect(text).toContain("₹1,100.00");
    expect(text).toContain("Moradabad Brass Co");
    expect(text).toContain("Minimum order");
    // The header and footer are there too.
    expect(text).toContain("Marketplace");
    expect(text).toMatch(/All rights reserved/);
    expect(rootOf(res.body)).toMatch(/<img[^>]+src="\/media\/products\/diya[^"]*"/);

    const payload = payloadOf(res.body);
    const productQuery = payload?.queries.queries.find((query) => query.queryKey.join("/") === `catalog/product/${product.id}`);
    expect(productQuery?.state.status).toBe("success");
    // The texts the page used travel with it (the header and footer's too), and no others.
    expect(Object.keys(payload?.locales ?? {})).toEqual(expect.arrayContaining(["common", "catalog"]));
    expect(Object.keys(payload?.locales ?? {})).not.toContain("admin");
    // Who is signed in is the browser's business: one rendering serves every visitor.
    expect(payload?.queries.queries.some((query) => query.queryKey[0] === "me")).toBe(false);
    // The payload is a data block, and nothing inside it can close it early.
    expect(res.body).not.toMatch(/<script>(?!<\/script>)/);
  });

  it("a missing or hidden product answers 404 with the layout and a way back, in the markup", async () => {
    const hidden = await createTestProduct(app.ctx.db, { sellerId });
    await app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    for (const url of [`/product/${hidden.id}`, "/product/00000000-0000-4000-8000-000000000000"]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      const root = rootOf(res.body);
      expect(textOf(root), url).toContain("Product not found");
      expect(root, url).toContain('href="/products"');
      expect(textOf(root), url).toMatch(/All rights reserved/);
      const failed = payloadOf(res.body)?.queries.queries.find((query) => query.queryKey[1] === "product");
      expect(failed?.state).toMatchObject({ status: "error", error: { apiError: { status: 404 } } });
    }
  });
});

describe("public pages in Hindi", () => {
  const origin = "https://bulkbazaar.example";

  it("/hi/product/{id} answers 200 in Hindi: lang, title, texts, and the page's address in each language", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId, name: "Brass Puja Thali" });
    const res = await app.inject(`/hi/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain("<title>Brass Puja Thali | BulkBazaar</title>");
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/hi/product/${product.id}" />`);
    for (const [hreflang, href] of [["en-IN", `/product/${product.id}`], ["hi-IN", `/hi/product/${product.id}`], ["x-default", `/product/${product.id}`]]) {
      expect(res.body).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${origin}${href}" />`);
    }
    const text = textOf(rootOf(res.body));
    expect(text).toContain("Brass Puja Thali");
    expect(text).toContain("न्यूनतम ऑर्डर");
    expect(text).toContain("मार्केटप्लेस");
    expect(text).not.toContain("Minimum order");
    // Links inside the page stay in Hindi; the browser takes it over with the Hindi texts.
    expect(rootOf(res.body)).toContain('href="/hi/products"');
    expect(JSON.stringify(payloadOf(res.body)?.locales.catalog)).toContain("न्यूनतम");
  });

  it("the same page in English names the Hindi one, and the landing and category pages have their Hindi titles", async () => {
    const english = await app.inject("/products");
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<link rel="alternate" hreflang="hi-IN" href="${origin}/hi/products" />`);
    const landing = await app.inject("/hi");
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toMatch(/<title>[^<]*थोक[^<]*<\/title>/);
    const category = await app.inject("/hi/products/category/Electronics");
    expect(category.statusCode).toBe(200);
    expect(category.body).toMatch(/<title>इलेक्ट्रॉनिक्स[^<]*<\/title>/);
  });

  it("an unknown /hi/... address answers 404 in Hindi", async () => {
    for (const url of ["/hi/no-such-page", `/hi/product/00000000-0000-4000-8000-000000000000`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<html lang="hi">');
      expect(res.body, url).toContain("<title>पेज नहीं मिला | BulkBazaar</title>");
      expect(textOf(rootOf(res.body)), url).toMatch(/नहीं मिला/);
    }
  });

  it("a dashboard follows the language chosen in this browser; public pages keep their address's language", async () => {
    const toHindi = await app.inject({ url: "/seller-dashboard/orders?status=Pending", cookies: { lang: "hi" } });
    expect(toHindi.statusCode).toBe(302);
    expect(toHindi.headers.location).toBe("/hi/seller-dashboard/orders?status=Pending");
    const toEnglish = await app.inject({ url: "/hi/cart", cookies: { lang: "en" } });
    expect(toEnglish.headers.location).toBe("/cart");
    expect((await app.inject({ url: "/hi/cart" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/products", cookies: { lang: "hi" } })).statusCode).toBe(200);
  });
});

describe("other public pages rendered on the server", () => {
  it("an unknown route and an unknown category answer 404 inside the site's header and footer", async () => {
    for (const [url, title] of [["/no-such-page", "Page not found"], ["/products/category/Spaceships", "Category not found"]] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      const text = textOf(rootOf(res.body));
      expect(text, url).toContain(title);
      expect(text, url).toMatch(/All rights reserved/);
      expect(rootOf(res.body), url).toContain('href="/"');
    }
  });

  it("the landing, marketplace, category, about, contact and plans pages come with their content", async () => {
    const expectations: [string, string][] = [
      ["/", "Premier B2B Marketplace for Bulk Trading"],
      ["/products", "Marketplace"],
      ["/products/category/Electronics", "Electronics"],
      ["/about", "About"],
      ["/contact", "Contact"],
      ["/subscription", "Plan"],
    ];
    for (const [url, expected] of expectations) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(textOf(rootOf(res.body)), url).toContain(expected);
      expect(payloadOf(res.body), url).not.toBeNull();
    }
  });

  it("sign-in, cart, checkout and dashboards are left to the browser", async () => {
    for (const url of ["/login", "/cart", "/checkout", "/buyer-dashboard", "/seller-dashboard/products", "/admin-dashboard"]) {
      const res = await app.inject(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain("ssr-payload");
    }
  });

  it("rendering asks the API in-process, so a visitor's page views never use up the API's rate limit", async () => {
    const limited = await createTestApp(
      { SERVE_WEB: "true", WEB_DIST_DIR: webDistDir, RATE_LIMITS: "on" },
      { webRenderer: await import("../../web/entry-server") },
    );
    try {
      // Each landing page asks the API several times; only the page requests themselves count.
      for (let view = 0; view < 5; view += 1) expect((await limited.inject("/")).statusCode).toBe(200);
      const api = await limited.inject("/api/public/categories");
      expect(Number(api.headers["x-ratelimit-remaining"])).toBe(1_000 - 6);
    } finally {
      await limited.close();
    }
  });
});
