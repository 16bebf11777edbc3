import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { createTestSeller } from "../modules/catalog/test-factories";
import { createTestProduct } from "../modules/orders/test-factories";
import { createTestReview, createTestReviewer } from "../modules/reviews/test-factories";
import { createTestApp } from "../test/test-app";

/** A product page as a search engine gets it: its rating and reviews in the markup and in its JSON-LD (issue 33). */
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
  sellerId = (await createTestSeller(app.ctx.db, { companyName: "Jaipur Brass Works" })).id;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

type JsonLd = Record<string, unknown> & { "@type": string };
const ATTACK = "</script><script>alert(1)</script> <!-- x";

/** The JSON-LD blocks of a served page, as a search engine parses them. */
function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as JsonLd);
}
const productLd = (html: string) => jsonLdOf(html).find((block) => block["@type"] === "Product")!;
const markupOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? "";

describe("a reviewed product's page", () => {
  it("carries its AggregateRating and up to five Reviews, and shows the rating and reviews in its markup", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId, name: "Brass Lota" });
    const jaipur = await createTestReviewer(app.ctx.db, { companyName: "Mehta Stores", city: "Jaipur" });
    const stars = [5, 5, 4, 4, 3, 5] as const;
    for (const [i, star] of stars.entries()) {
      await createTestReview(app.ctx.db, {
        product,
        buyerId: jaipur.id,
        stars: star,
        title: `Review ${i}`,
        text: i === 5 ? ATTACK : `Good lota ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 10 + i, 12)),
      });
    }
    await createTestReview(app.ctx.db, { product, stars: 1, title: "Hidden", hidden: true });

    const res = await app.inject(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    const ld = productLd(res.body);
    // 5+5+4+4+3+5 = 26 over 6 = 4.33, shown 4.3; the hidden one-star review counts nowhere.
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: "4.3", reviewCount: 6, bestRating: 5, worstRating: 1 });
    const reviews = ld.review as Record<string, unknown>[];
    expect(reviews).toHaveLength(5);
    // The most helpful first (none has a vote yet, so the newest); the oldest of six is left out, the hidden one too.
    expect(reviews.map((review) => review.name)).toEqual(["Review 5", "Review 4", "Review 3", "Review 2", "Review 1"]);
    expect(reviews[0]).toMatchObject({
      "@type": "Review",
      author: { "@type": "Person", name: "Mehta Stor…, Jaipur" },
      reviewRating: { "@type": "Rating", bestRating: 5, worstRating: 1 },
    });
    expect(reviews.find((review) => review.reviewBody === ATTACK)).toMatchObject({ name: "Review 5", datePublished: "2026-01-15" });

    // The attack text reaches the JSON-LD intact but can neither end its script element nor open a comment in it.
    const scripts = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    for (const text of scripts) expect(text).not.toMatch(/<!--|<\/?script/i);
    expect(res.body).not.toContain("<script>alert(1)");

    // Rendered on the server with the rating and the first reviews, for visitors without JavaScript.
    const markup = markupOf(res.body);
    expect(markup).toContain("4.3");
    expect(markup).toContain("(6 reviews)");
    expect(markup).toContain("Verified purchase");
    expect(markup).toContain("5 stars: 3 reviews, 50%");
    expect(markup).toContain("Good lota 4");
  });

  it("carries neither rating nor reviews without a visible review", async () => {
    const product = await createTestProduct(app.ctx.db, { sellerId, name: "Brass Thali" });
    await createTestReview(app.ctx.db, { product, stars: 2, hidden: true });
    const res = await app.inject(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    const ld = productLd(res.body);
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
    expect(markupOf(res.body)).toContain("No reviews yet");
  });
});
