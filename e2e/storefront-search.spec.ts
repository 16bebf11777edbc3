import { expect, PHONE_VIEWPORT, test, type Page } from "./fixtures";
import { signInFreshBuyer } from "./fixtures/orders";
import { expectToast } from "./fixtures/toasts";

const BOLTS = "Stainless Steel Bolts M10 x 50 (Pack of 100)";
const COOKER = "Stainless Steel Pressure Cooker 5 L";

const headerSearch = (page: Page) => page.getByRole("combobox", { name: "Search the marketplace" });

test.describe("header search", () => {
  test("on the landing page: type, arrow down through the suggestions, Enter opens the product", async ({ page }) => {
    await page.goto("/");
    const box = headerSearch(page);
    await box.click();
    await page.keyboard.type("stainless st");
    const suggestions = page.getByRole("listbox", { name: "Suggested products" });
    await expect(suggestions.getByRole("option")).toHaveCount(2);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(box).toHaveAttribute("aria-controls", (await suggestions.getAttribute("id"))!);
    await expect(page.getByRole("status").filter({ hasText: "2 suggestions available" })).toBeAttached();

    await page.keyboard.press("ArrowDown");
    const first = suggestions.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await page.keyboard.press("ArrowDown");
    const bolts = suggestions.getByRole("option", { name: new RegExp(BOLTS.replace(/[()]/g, "\\$&")) });
    await expect(bolts).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown"); // wraps to the first
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await expect(bolts).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BOLTS);
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  });

  test("Escape closes the suggestions, then clears; Enter with none chosen searches the marketplace", async ({ page }) => {
    await page.goto("/about");
    const box = headerSearch(page);
    await box.fill("pressure");
    await expect(page.getByRole("option", { name: new RegExp(COOKER) })).toBeVisible();
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("listbox", { name: "Suggested products" })).toBeHidden();
    await expect(box).toHaveValue("pressure");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=pressure$/);
    await expect(page.getByRole("list", { name: "Results for “pressure”" }).getByRole("listitem").filter({ hasText: COOKER })).toHaveCount(1);
    await box.press("Escape");
    await expect(box).toHaveValue("");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE_VIEWPORT });
    test("folds behind a search button that opens it, and works from there", async ({ page }) => {
      await page.goto("/");
      await expect(headerSearch(page)).toBeHidden();
      const open = page.getByRole("button", { name: "Open search" });
      const size = await open.boundingBox();
      expect(size!.height).toBeGreaterThanOrEqual(44);
      await open.click();
      await expect(headerSearch(page)).toBeFocused();
      await page.keyboard.type("bolts");
      await expect(page.getByRole("option", { name: new RegExp("Stainless Steel Bolts") })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole("option", { name: new RegExp("Stainless Steel Bolts") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(BOLTS);
      await page.getByRole("button", { name: "Close search" }).click();
      await expect(headerSearch(page)).toBeHidden();
    });
  });
});

test.describe("marketplace listing", () => {
  test("/products lists products newest first by default and pages with Load more", async ({ page, request }) => {
    const res = await request.get("/api/public/products", { params: { sort: "newest", limit: 30 } });
    const newest = ((await res.json()) as { items: { name: string }[] }).items.map((item) => item.name);

    await page.goto("/products");
    await expect(page.getByRole("list", { name: "Browse Categories" }).getByRole("link")).toHaveCount(13);
    await expect(page.getByLabel("Sort by")).toHaveValue("newest");
    const cards = page.getByRole("list", { name: "All products" }).getByRole("listitem");
    await expect(cards).toHaveCount(24);
    expect(await cards.getByRole("heading").allTextContents()).toEqual(newest.slice(0, 24));
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards).toHaveCount(48);
    const names = await cards.getByRole("heading").allTextContents();
    expect(names.slice(0, 30)).toEqual(newest);
    expect(new Set(names).size).toBe(48);

    await page.getByRole("list", { name: "Browse Categories" }).getByRole("link", { name: "Kitchenware" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kitchenware");
  });
});

test.describe("category filters", () => {
  test("narrow the results, live in the URL and clear again", async ({ page }) => {
    await page.goto("/products/category/Apparel");
    const cards = page.getByRole("list", { name: "Apparel" }).getByRole("listitem");
    await expect(cards).toHaveCount(7);

    await page.getByLabel("In stock").check();
    await expect(page).toHaveURL(/\/products\/category\/Apparel\?inStock=1$/);
    await expect(cards).toHaveCount(6);
    await expect(cards.filter({ hasText: "Winter Acrylic Shawls" })).toHaveCount(0);

    await page.getByLabel("Minimum order up to").fill("20");
    await expect(page).toHaveURL(/inStock=1&maxMinOrder=20$/);
    await expect(cards).toHaveCount(2);
    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await expect(cards.first()).toContainText("Georgette Sarees with Blouse Piece");
    await expect(cards.nth(1)).toContainText("Cotton Round Neck T-Shirts (Pack of 10)");

    // The shared address shows the same listing.
    await page.goto(page.url());
    await expect(cards).toHaveCount(2);
    await expect(page.getByLabel("In stock")).toBeChecked();
    await expect(page.getByLabel("Minimum order up to")).toHaveValue("20");
    // A number the filter refuses leaves the one it keeps in the box.
    await page.getByLabel("Minimum order up to").fill("0");
    await expect(page.getByLabel("Minimum order up to")).toHaveValue("20");
    await expect(cards).toHaveCount(2);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(cards).toHaveCount(7);
    await expect(page).toHaveURL(/\/products\/category\/Apparel\?sort=price_asc$/);
  });

  test("verified sellers only leaves nothing where no seller is verified yet, and says so", async ({ page }) => {
    await page.goto("/products/category/Home%20Goods?verified=1");
    await expect(page.getByLabel("Verified sellers only")).toBeChecked();
    await expect(page.getByRole("heading", { name: "No products match these filters" })).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Clear filters" }).first().click();
    await expect(page.getByRole("list", { name: "Home Goods" }).getByRole("listitem")).toHaveCount(7);
  });
});

test.describe("header cart count", () => {
  test("shows the number of lines in the buyer's cart once added", async ({ page, request }) => {
    await signInFreshBuyer(page); // a cart of this test alone: carts are kept on the server, per account
    await page.goto("/");
    const cart = page.getByRole("link", { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName("Cart");
    await expect(page.getByTestId("cart-count")).toHaveCount(0);

    for (const [q, name, count] of [["stainless steel bolts", BOLTS, 1], ["pressure cooker", COOKER, 2]] as const) {
      const res = await request.get("/api/public/products", { params: { q } });
      const { items } = (await res.json()) as { items: { id: string }[] };
      await page.goto(`/product/${items[0]!.id}`);
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expectToast(page, "Added to cart", name);
      await expect(cart).toHaveAccessibleName(count === 1 ? "Cart, 1 item" : `Cart, ${count} items`);
      await expect(page.getByTestId("cart-count")).toHaveText(String(count));
    }
    // The same product again is the same line.
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(cart).toHaveAccessibleName("Cart, 2 items");
    await page.reload();
    await expect(cart).toHaveAccessibleName("Cart, 2 items");
  });
});
