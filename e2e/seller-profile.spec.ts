import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { findProduct, signInFreshBuyer } from "./fixtures/orders";
import { expectToast } from "./fixtures/toasts";

/**
 * A seller's profile page: reached from a product page or a product card, it shows who the seller is and its
 * products on sale, a dozen at a time. The demo's Ludhiana Steel & Tools (a verified manufacturer on the Premium
 * plan, which features it) has 21 products on sale and one that is not.
 */
const SELLER = "Ludhiana Steel & Tools";
const BOLTS = "Stainless Steel Bolts M10 x 50 (Pack of 100)";

async function expectSellerPage(page: Page) {
  await expect(page).toHaveURL(/\/seller\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle(`${SELLER} | BulkBazaar`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SELLER);
  const main = page.getByRole("main");
  await expect(main.getByText("Verified seller", { exact: true })).toBeVisible();
  await expect(main.getByText("Featured seller · Premium plan", { exact: true })).toBeVisible();
  await expect(main.getByText("Manufacturer", { exact: true })).toBeVisible();
  await expect(main.getByText("Ludhiana, Punjab", { exact: true })).toBeVisible();
  await expect(main.getByText("Member since", { exact: true })).toBeVisible();
}

/** The seller's product cards; loads the second page and checks every product shows once, all the seller's. */
async function expectProductsWithLoadMore(page: Page): Promise<Locator> {
  const products = page.getByRole("list", { name: `Products from ${SELLER}` }).getByRole("listitem");
  await expect(page.getByRole("heading", { level: 2, name: `Products from ${SELLER}` })).toBeVisible();
  await expect(products).toHaveCount(12);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(products).toHaveCount(21);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  const names = await products.getByRole("heading", { level: 3 }).allTextContents();
  expect(new Set(names).size).toBe(21);
  expect(names).toContain(BOLTS);
  for (const card of await products.all()) await expect(card).toContainText(SELLER);
  return products;
}

test("a buyer opens a product, follows the seller's name to its page, and sees its products page by page", async ({ page }) => {
  const bolts = await findProduct(page.request, BOLTS);
  await page.goto(`/product/${bolts.id}`);
  await page.getByRole("main").getByRole("link", { name: SELLER }).click();
  await expectSellerPage(page);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", `Buy in bulk from ${SELLER}: its products on sale, business type, location and verification status.`);
  await expectProductsWithLoadMore(page);

  // A visitor may fill in the enquiry (signing in comes when it is sent).
  await page.getByRole("button", { name: "Contact Seller" }).click();
  await expect(page.getByRole("dialog", { name: `Contact ${SELLER}` })).toBeVisible();
  await page.keyboard.press("Escape");

  // A card still opens its product.
  await page.getByRole("link", { name: BOLTS }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(BOLTS);
});

test("the page works on a 360 px phone, reached from a product card's seller name", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto("/products/category/Industrial%20%26%20Scientific");
  const card = page.getByRole("listitem").filter({ hasText: BOLTS });
  await card.getByRole("link", { name: SELLER }).click();
  await expectSellerPage(page);
  // Nothing wider than the screen: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await expect(page.getByRole("button", { name: "Contact Seller" })).toBeInViewport();
  await expectProductsWithLoadMore(page);

  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("a full load of the page is server-rendered and taken over without a hydration error", async ({ page }) => {
  const bolts = await findProduct(page.request, BOLTS);
  await page.goto(`/product/${bolts.id}`);
  const href = await page.getByRole("main").getByRole("link", { name: SELLER }).getAttribute("href");
  const response = await page.goto(href!);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await expectSellerPage(page);
});

test("an unknown seller is a 404 with a way back to the marketplace", async ({ page }) => {
  const response = await page.goto("/seller/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Seller not found" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Back to Marketplace" }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test("a buyer sends an enquiry from the seller's page and finds it in Enquiries", async ({ page }) => {
  await page.goto("/");
  await signInFreshBuyer(page);
  const bolts = await findProduct(page.request, BOLTS);
  await page.goto(`/product/${bolts.id}`);
  await page.getByRole("main").getByRole("link", { name: SELLER }).click();
  await expectSellerPage(page);
  await page.getByRole("button", { name: "Contact Seller" }).click();
  const dialog = page.getByRole("dialog", { name: `Contact ${SELLER}` });
  await dialog.getByLabel("Quantity").fill("400");
  await dialog.getByLabel("Delivery city").fill("Nagpur");
  await dialog.getByLabel("Delivery PIN code").fill("440001");
  await dialog.getByLabel("Message").fill("Do you make M12 anchor bolts to order?");
  await dialog.getByRole("button", { name: "Send enquiry" }).click();
  await expectToast(page, "Enquiry sent");
  await page.getByRole("link", { name: "Open conversation" }).click();
  await expect(page).toHaveURL(/\/buyer-dashboard\/enquiries\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Do you make M12 anchor bolts to order?")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(SELLER);
});
