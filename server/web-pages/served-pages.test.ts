import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_IMAGE_SIZES } from "@domain/media-variants";
import type { App } from "../app";
import { productMedia, products } from "../db/schema";
import { createTestProduct } from "../modules/orders/test-factories";
import { createTestSeller } from "../modules/catalog/test-factories";
import { createTestApp } from "../test/test-app";

/** What a search engine gets for the web app's pages, without running any JavaScript. */
let app: App;
let webDistDir: string;
let sellerId: string;
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's description"
    />
    <title>The shell's title</title>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
  fs.writeFileSync(path.join(webDistDir, "index.html"), SHELL);
  app = await createTestApp({ SERVE_WEB: "true", WEB_DIST_DIR: webDistDir, PUBLIC_URL: "https://bulkbazaar.example" });
  sellerId = (await createTestSeller(app.ctx.db, { companyName: "Moradabad Brass Co" })).id;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe("a product page as served", () => {
  it("has its name in the title, its description, canonical URL, preview image and valid Product JSON-LD", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId, name: "Brass Diya </script><b>Set</b>", price: 1_250_50, stock: 500, minOrderQuantity: 10, imageUrl: "/media/products/diya.webp" });
    const res = await app.inject(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Brass Diya &lt;/script&gt;&lt;b&gt;Set&lt;/b&gt; | BulkBazaar</title>");
    expect(res.body).not.toContain("The shell's title");
    expect(res.body).not.toContain("The shell's description");
    expect(res.body).toContain('<meta name="description" content="Made for tests" />');
    expect(res.body).toContain(`<link rel="canonical" href="https://bulkbazaar.example/product/${product.id}" />`);
    expect(res.body).toContain('<meta property="og:image" content="https://bulkbazaar.example/media/products/diya.webp" />');
    const [data, breadcrumb] = jsonLdOf(res.body);
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Brass Diya </script><b>Set</b>",
      offers: { "@type": "Offer", priceCurrency: "INR", price: "1250.50", availability: "https://schema.org/InStock", seller: { name: "Moradabad Brass Co" } },
    });
    expect(breadcrumb).toMatchObject({ "@type": "BreadcrumbList" });
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("preloads the gallery's first picture with the srcset and sizes the gallery shows it at", async () => {
    const photo = `/media/products/${sellerId}/0b7e5d1c-0000-4000-8000-000000000002`;
    const product = await createTestProduct(app.ctx.db, { sellerId, imageUrl: `${photo}.webp` });
    const res = await app.inject(`/product/${product.id}`);
    const links = res.body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(links).toEqual([
      `<link rel="preload" as="image" href="${photo}-640.webp" imagesrcset="${photo}-320.webp 320w, ${photo}-640.webp 640w, ${photo}-1280.webp 1280w" imagesizes="${PRODUCT_IMAGE_SIZES.gallery}" fetchpriority="high" />`,
    ]);
    // Ahead of the app's scripts, which would otherwise take the few connections a phone opens first.
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('<script type="module"'));
    expect(res.body.indexOf('<script type="module"')).toBeLessThan(res.body.indexOf('rel="modulepreload"'));
    expect(res.body.indexOf('rel="modulepreload"')).toBeLessThan(res.body.indexOf("</head>"));
  });

  it("preloads nothing for a product without pictures, nor on other pages", async () => {
    const bare = await createTestProduct(app.ctx.db, { sellerId });
    for (const url of [`/product/${bare.id}`, "/", "/products", "/terms"]) expect((await app.inject(url)).body, url).not.toContain('rel="preload" as="image"');
  });

  it("answers 404 with the app's page for a missing, malformed or hidden product", async () => {
    const hidden = await createTestProduct(app.ctx.db, { sellerId });
    await app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    for (const url of [`/product/${hidden.id}`, "/product/00000000-0000-4000-8000-000000000000", "/product/not-an-id"]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});

describe("other pages as served", () => {
  it("a category page has its own title and canonical URL; an unknown category and an unknown route answer 404", async () => {
    const food = await app.inject("/products/category/Food%20%26%20Beverages");
    expect(food.statusCode).toBe(200);
    expect(food.body).toContain("<title>Food &amp; Beverages | BulkBazaar</title>");
    expect(food.body).toContain('<link rel="canonical" href="https://bulkbazaar.example/products/category/Food%20%26%20Beverages" />');
    for (const url of ["/products/category/Spaceships", "/no-such-page", "/product"]) expect((await app.inject(url)).statusCode, url).toBe(404);
  });

  it("the landing page says what the marketplace is, with Organization data; search results are not indexed", async () => {
    const landing = await app.inject("/");
    expect(landing.body).toContain("<title>Premier B2B Marketplace for Bulk Trading</title>");
    expect(jsonLdOf(landing.body).map((data) => data["@type"])).toEqual(["Organization", "WebSite"]);
    const search = await app.inject("/products?q=rice");
    expect(search.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(search.body).toContain('<link rel="canonical" href="https://bulkbazaar.example/products" />');
  });

  it("each legal page answers 200 with its own title, description and canonical URL", async () => {
    for (const [url, title] of [
      ["/terms", "Terms of Use"],
      ["/privacy", "Privacy Policy"],
      ["/refund-policy", "Refund and Cancellation Policy"],
      ["/shipping-policy", "Shipping and Delivery Policy"],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title} | BulkBazaar</title>`);
      expect(res.body, url).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
      expect(res.body, url).not.toContain("The shell's description");
      expect(res.body, url).toContain(`<link rel="canonical" href="https://bulkbazaar.example${url}" />`);
      expect(res.body, url).not.toContain('name="robots"');
    }
  });

  it("dashboards, cart, checkout and payment pages are served but never indexed", async () => {
    for (const url of ["/buyer-dashboard/orders", "/seller-dashboard", "/admin-dashboard/users", "/cart", "/checkout", "/payment-status?order_id=x"]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["x-robots-tag"], url).toBe("noindex");
    }
  });
});

describe("robots.txt and the sitemap", () => {
  it("robots.txt keeps crawlers out of private pages and points at the sitemap", async () => {
    const res = await app.inject("/robots.txt");
    expect(res.body).toContain("Disallow: /buyer-dashboard");
    expect(res.body).toContain("Disallow: /hi/buyer-dashboard");
    expect(res.body).toContain("Sitemap: https://bulkbazaar.example/sitemap.xml");
  });

  it("the sitemap index lists the pages file and the products files; products omit hidden ones and carry lastmod", async () => {
    const shown = await createTestProduct(app.ctx.db, { sellerId });
    const hidden = await createTestProduct(app.ctx.db, { sellerId });
    await app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    await app.ctx.db.delete(productMedia).where(eq(productMedia.productId, hidden.id));
    const index = await app.inject("/sitemap.xml");
    expect(index.headers["content-type"]).toContain("application/xml");
    expect(index.body).toContain("<loc>https://bulkbazaar.example/sitemaps/pages.xml</loc>");
    expect(index.body).toContain("<loc>https://bulkbazaar.example/sitemaps/products-1.xml</loc>");
    expect(index.body).not.toContain("products-2.xml");
    const pages = await app.inject("/sitemaps/pages.xml");
    expect(pages.body).toContain("<loc>https://bulkbazaar.example/products/category/Food%20%26%20Beverages</loc>");
    for (const path of ["/terms", "/privacy", "/refund-policy", "/shipping-policy"]) expect(pages.body).toContain(`<loc>https://bulkbazaar.example${path}</loc>`);
    const first = await app.inject("/sitemaps/products-1.xml");
    expect(first.body).toMatch(new RegExp(`<loc>https://bulkbazaar.example/product/${shown.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(first.body).not.toContain(hidden.id);
    expect((await app.inject("/sitemaps/products-2.xml")).statusCode).toBe(404);
  });

  it("lists every page in both languages, each naming the other and English as the default", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId });
    const origin = "https://bulkbazaar.example";
    const alternates = (path: string) =>
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${origin}${path}"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${origin}/hi${path === "/" ? "" : path}"/><xhtml:link rel="alternate" hreflang="x-default" href="${origin}${path}"/>`;
    const pages = (await app.inject("/sitemaps/pages.xml")).body;
    expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(pages).toContain(`<url><loc>${origin}/hi</loc>${alternates("/")}</url>`);
    expect(pages).toContain(`<url><loc>${origin}/hi/about</loc>${alternates("/about")}</url>`);
    expect(pages).toContain(`<url><loc>${origin}/about</loc>${alternates("/about")}</url>`);
    const products = (await app.inject("/sitemaps/products-1.xml")).body;
    for (const loc of [`/product/${product.id}`, `/hi/product/${product.id}`]) {
      expect(products).toMatch(new RegExp(`<url><loc>${origin}${loc}</loc><lastmod>[\\d-]+</lastmod>${alternates(`/product/${product.id}`).replace(/[.?]/g, "\\$&")}</url>`));
    }
  });
});
