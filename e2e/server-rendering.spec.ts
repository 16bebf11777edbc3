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

/** Where two texts first differ, with some context either side; "" when they are the same. */
function firstDifference(a: string, b: string): string {
  if (a === b) return "";
  let at = 0;
  while (a[at] === b[at]) at += 1;
  return `at ${at}: …${a.slice(Math.max(0, at - 120), at + 120)}… ≠ …${b.slice(Math.max(0, at - 120), at + 120)}…`;
}

test.describe("hydration", () => {
  // The fixture fails a test on any console error: a hydration mismatch is one (React error #418/#425).
  test("every public page is taken over without a mismatch, for a visitor", async ({ page, request }) => {
    for (const path of [...PUBLIC_PAGES, `/product/${(await anyProduct(request)).id}`]) {
      await page.goto(path);
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

  // Preact adopts the server's elements without comparing their attributes, and reports no mismatch: what it takes
  // over must be what it would render itself. Leaving the page and coming back renders it again in the browser.
  test("the markup it takes over is the markup it renders itself, on every public page", async ({ page, request }) => {
    // The <main> element as tags, attributes in name order and texts, with the form controls' live values: the
    // serialisation neither side controls (attribute order, a style's spacing, useId's counters) left out.
    const mainMarkup = () =>
      page.evaluate(() => {
        const canonical = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
          if (!(node instanceof HTMLElement || node instanceof SVGElement)) return "";
          const formState = node instanceof HTMLInputElement || node instanceof HTMLOptionElement;
          const attributes = [...node.attributes]
            .filter((attribute) => !(formState && ["value", "checked", "selected"].includes(attribute.name)))
            .map((attribute) => `${attribute.name}=${attribute.name === "style" ? node.style.cssText : attribute.value.replace(/\bP\d+-\d+/g, "id")}`)
            .sort();
          if (node instanceof HTMLInputElement) attributes.push(`(value=${node.value} checked=${node.checked})`);
          if (node instanceof HTMLOptionElement) attributes.push(`(value=${node.value} selected=${node.selected})`);
          return `<${node.localName} ${attributes.join(" ")}>${[...node.childNodes].map(canonical).join("")}</${node.localName}>`;
        };
        const main = document.querySelector("main");
        return main ? canonical(main) : "";
      });
    for (const path of [...PUBLIC_PAGES.filter((p) => p !== "/no-such-page"), `/product/${(await anyProduct(request)).id}`]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const adopted = await mainMarkup();
      await page.getByRole("banner").getByRole("link", { name: path === "/about" ? "Contact Us" : "About Us" }).first().click();
      await expect(page).toHaveURL(path === "/about" ? /\/contact$/ : /\/about$/);
      await page.goBack();
      await page.waitForLoadState("networkidle");
      await expect.poll(async () => firstDifference(adopted, await mainMarkup()), { message: path }).toBe("");
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
