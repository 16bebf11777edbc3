import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { loginAs } from "./fixtures/accounts";

/** Server-rendered public pages: complete without JavaScript, and taken over by the app without a hydration error. */
const PUBLIC_PAGES = ["/", "/products", "/products/category/Electronics", "/about", "/contact", "/subscription", "/terms", "/no-such-page"];

async function anyProduct(request: APIRequestContext) {
  const { items } = (await (await request.get("/api/public/products", { params: { category: "Electronics", limit: 1 } })).json()) as {
    items: { id: string; name: string }[];
  };
  return items[0]!;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a product page shows its name, price, seller and the site's header and footer", async ({ page, request }) => {
    const product = await anyProduct(request);
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(/₹[\d,]+\.\d\d/).first()).toBeVisible();
    await expect(page.getByText("Sold by")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Marketplace" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("the page's stylesheet and preloaded picture come before the app's scripts", async ({ request }) => {
    const product = await anyProduct(request);
    const html = await (await request.get(`/product/${product.id}`)).text();
    const at = (pattern: string) => html.indexOf(pattern);
    // The first paint waits for the stylesheet only; a phone opens a few connections at a time.
    expect(at('<link rel="stylesheet"')).toBeGreaterThan(-1);
    expect(at('<link rel="preload" as="image"')).toBeGreaterThan(at('<link rel="stylesheet"'));
    expect(at('<script type="module" fetchpriority="low"')).toBeGreaterThan(at('<link rel="preload" as="image"'));
    // The app's first view comes in a couple of files (vite.config.ts), not dozens of small ones.
    expect(html.match(/<script type="module"[^>]*src=|<link rel="modulepreload"/g)?.length).toBeLessThanOrEqual(2);
  });

  test("a missing product answers 404 with a way back to the marketplace", async ({ page }) => {
    const response = await page.goto("/product/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Marketplace" })).toBeVisible();
  });
});

test.describe("hydration", () => {
  // The fixture fails a test on any console error or warning: React reports a hydration mismatch as one (#418/#425).
  test("every public page is taken over without a mismatch, for a visitor", async ({ page, request }) => {
    for (const path of [...PUBLIC_PAGES, `/product/${(await anyProduct(request)).id}`]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
    }
  });

  test("and in Hindi: every public page under /hi is taken over without a mismatch", async ({ page, request }) => {
    for (const path of [...PUBLIC_PAGES, `/product/${(await anyProduct(request)).id}`]) {
      await page.goto(path === "/" ? "/hi" : `/hi${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
    }
  });

  test("and for a signed-in buyer, whose header and plan notice fill in after hydration", async ({ page, request }) => {
    await loginAs(page, "buyer");
    for (const path of [...PUBLIC_PAGES, `/product/${(await anyProduct(request)).id}`]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
    }
    await page.goto("/subscription");
    await expect(page.getByText("Plans are for seller accounts. Register a seller account to list products.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("the app adopts the server's elements instead of drawing the page again", async ({ page, request }) => {
    // Keep the first <h1> and <footer> the browser parses, before any script runs.
    await page.addInitScript(() => {
      const kept = window as unknown as { parsed?: { h1?: Element; footer?: Element } };
      kept.parsed = {};
      new MutationObserver(() => {
        kept.parsed!.h1 ??= document.querySelector("h1") ?? undefined;
        kept.parsed!.footer ??= document.querySelector("footer") ?? undefined;
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ["/", "/products/category/Electronics", `/product/${(await anyProduct(request)).id}`]) {
      await page.goto(path);
      const adopted = await page.evaluate(() => {
        const { parsed } = window as unknown as { parsed: { h1?: Element; footer?: Element } };
        return { h1: parsed.h1 !== undefined && parsed.h1 === document.querySelector("h1"), footer: parsed.footer !== undefined && parsed.footer === document.querySelector("footer") };
      });
      expect(adopted, path).toEqual({ h1: true, footer: true });
    }
  });

  test("a product page answers clicks once taken over: the quantity goes up", async ({ page, request }) => {
    await page.goto(`/product/${(await anyProduct(request)).id}`);
    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    const before = Number(await quantity.inputValue());
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity).toHaveValue(String(before + 1));
  });
});
