import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { profiles, subscriptionPlans } from "../db/schema";
import { createUserWithProfile } from "../db/seed/factories";
import { createTestProduct, createTestSeller } from "../modules/catalog/test-factories";
import { startSubscription } from "../modules/subscriptions/start-subscription";
import { createTestApp } from "../test/test-app";

/** A seller's profile page as a search engine or a phone without JavaScript gets it: rendered on the server with its data. */
let app: App;
let webDistDir: string;
const SHELL = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Shell</title></head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>`;
const ORIGIN = "https://bulkbazaar.example";

beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
  fs.writeFileSync(path.join(webDistDir, "index.html"), SHELL);
  const webRenderer = await import("../../web/entry-server");
  app = await createTestApp({ SERVE_WEB: "true", WEB_DIST_DIR: webDistDir, PUBLIC_URL: ORIGIN }, { webRenderer });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

async function subscribe(userId: string, planName: string) {
  const [plan] = await app.ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, planName));
  await app.ctx.db.transaction((tx) =>
    startSubscription(tx, { userId, planId: plan!.id, billingCycle: "monthly", startDate: "2026-11-24", endDate: "2099-12-24", paymentOrderId: null }),
  );
}

describe("a seller's profile page rendered on the server", () => {
  it("carries the seller's details and products in its markup, with its own title, canonical URL and Organization data", async () => {
    const seller = await createTestSeller(app.ctx.db, {
      companyName: "Moradabad Brass & Co",
      businessSubtype: "manufacturer",
      billingAddress: { address: "9 Peetal Nagri", city: "Moradabad", state: "Uttar Pradesh", zip: "244001", country: "India" },
    });
    await subscribe(seller.id, "Enterprise");
    await createTestProduct(app.ctx.db, seller.id, { name: "Brass Diya Set", price: 1_250_50 });
    await createTestProduct(app.ctx.db, seller.id, { name: "Hidden Lota", isActive: false });

    const res = await app.inject(`/seller/${seller.id}?cursor=anything`);
    expect(res.statusCode).toBe(200);
    const text = textOf(rootOf(res.body));
    for (const shown of ["Moradabad Brass & Co", "Manufacturer", "Moradabad, Uttar Pradesh", "Member since", "Verified seller", "Featured seller · Enterprise plan", "Contact Seller", "Brass Diya Set", "₹1,250.50"])
      expect(text).toContain(shown);
    expect(text).not.toContain("Hidden Lota");
    expect(text).toMatch(/All rights reserved/);

    expect(res.body).toContain("<title>Moradabad Brass &amp; Co | BulkBazaar</title>");
    expect(res.body).toMatch(/<meta name="description" content="Buy in bulk from Moradabad Brass &amp; Co: [^"]+" \/>/);
    // The query string (a page cursor, tracking) is not part of the page's address.
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/seller/${seller.id}" />`);
    expect(res.body).toContain('<meta property="og:title" content="Moradabad Brass &amp; Co | BulkBazaar" />');
    expect(res.body).not.toContain('name="robots"');
    const [organization, breadcrumb] = jsonLdOf(res.body);
    expect(organization).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Moradabad Brass & Co",
      url: `${ORIGIN}/seller/${seller.id}`,
      address: { "@type": "PostalAddress", addressLocality: "Moradabad", addressRegion: "Uttar Pradesh", addressCountry: "IN" },
    });
    expect(breadcrumb).toMatchObject({ "@type": "BreadcrumbList", itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, name: "Moradabad Brass & Co" }] });
  });

  it("answers 404 with the layout and a way back for an unknown, malformed, deactivated or non-seller id", async () => {
    const deactivated = await createTestSeller(app.ctx.db, { companyName: "Closed Shop" });
    await createTestProduct(app.ctx.db, deactivated.id);
    await app.ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, deactivated.id));
    const buyer = await createUserWithProfile(app.ctx.db, { email: "page-buyer@example.test", password: "Passw0rd!x", accountType: "buyer" });
    for (const id of [deactivated.id, buyer.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await app.inject(`/seller/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body, id).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, id).toContain("<title>Seller not found | BulkBazaar</title>");
      const root = rootOf(res.body);
      expect(textOf(root), id).toContain("Seller not found");
      expect(textOf(root), id).not.toContain("Closed Shop");
      expect(root, id).toContain('href="/products"');
      expect(textOf(root), id).toMatch(/All rights reserved/);
    }
  });

  it("product pages and cards link the seller's name to its page", async () => {
    const seller = await createTestSeller(app.ctx.db, { companyName: "Linked Seller Co" });
    const product = await createTestProduct(app.ctx.db, seller.id, { name: "Linked Kettle", category: "Kitchenware" });
    const link = new RegExp(`<a[^>]+href="/seller/${seller.id}"[^>]*>Linked Seller Co</a>`);
    expect(rootOf((await app.inject(`/product/${product.id}`)).body)).toMatch(link);
    expect(rootOf((await app.inject("/products/category/Kitchenware")).body)).toMatch(link);
  });
});

describe("the sitemap", () => {
  it("lists the pages of active sellers with at least one product on sale, and no others", async () => {
    const listed = await createTestSeller(app.ctx.db);
    await createTestProduct(app.ctx.db, listed.id);
    const emptyShelf = await createTestSeller(app.ctx.db);
    await createTestProduct(app.ctx.db, emptyShelf.id, { isActive: false });
    const deactivated = await createTestSeller(app.ctx.db, { isActive: false });
    await createTestProduct(app.ctx.db, deactivated.id);

    const index = await app.inject("/sitemap.xml");
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/sellers-1.xml</loc>`);
    const sellers = await app.inject("/sitemaps/sellers-1.xml");
    expect(sellers.statusCode).toBe(200);
    expect(sellers.headers["content-type"]).toContain("application/xml");
    expect(sellers.body).toContain(`<loc>${ORIGIN}/seller/${listed.id}</loc>`);
    expect(sellers.body).not.toContain(emptyShelf.id);
    expect(sellers.body).not.toContain(deactivated.id);
    expect((await app.inject("/sitemaps/sellers-2.xml")).statusCode).toBe(404);
  });
});
