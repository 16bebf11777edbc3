import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { createVerifiedAccount, loginAs } from "./fixtures/accounts";
import { expectToast } from "./fixtures/toasts";

const BOLTS = "Stainless Steel Bolts M10 x 50 (Pack of 100)";

async function productId(request: APIRequestContext, q: string): Promise<string> {
  const res = await request.get("/api/public/products", { params: { q } });
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  return items[0]!.id;
}

test.describe("category browser", () => {
  test("links the 13 categories from the marketplace, each to its category page", async ({ page }) => {
    await page.goto("/products");
    await expect(page).toHaveTitle("Marketplace | BulkBazaar");
    const links = page.getByRole("list", { name: "Browse Categories" }).getByRole("link");
    await expect(links).toHaveCount(13);
    await expect(links.first()).toHaveText("Apparel");
    await expect(links.first()).toHaveAttribute("title", "Garments, fabrics and accessories in bulk for every season.");
    await expect(links.first().locator("img")).toHaveAttribute("src", "/images/categories/apparel.svg");

    await links.filter({ hasText: "Food & Beverages" }).click();
    await expect(page).toHaveURL(/\/products\/category\/Food%20%26%20Beverages$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Food & Beverages");
  });
});

test.describe("category page", () => {
  test("lists the category's products with seller, price and minimum order, searchable by name", async ({ page }) => {
    await page.goto("/products/category/Food%20%26%20Beverages");
    await expect(page).toHaveTitle("Food & Beverages | BulkBazaar");
    const products = page.getByRole("list", { name: "Food & Beverages" }).getByRole("listitem");
    await expect(products).toHaveCount(8);
    const rice = products.filter({ hasText: "Sona Masoori Rice, 25 kg Bag" });
    await expect(rice).toContainText("Annapurna Foods Wholesale");
    await expect(rice.getByRole("img", { name: "Verified seller" })).toBeVisible();
    await expect(rice).toContainText("₹1,375.00");
    await expect(rice).toContainText("Min. order: 10 units");
    await expect(products.filter({ hasText: "Avakaya Mango Pickle" })).toHaveCount(0); // inactive

    await page.getByLabel("Search this category by name").fill("coffee");
    await expect(products).toHaveCount(1);
    await expect(products.first()).toContainText("Filter Coffee Powder");
    await page.getByLabel("Search this category by name").fill("zzzz");
    await expect(page.getByRole("heading", { name: "No products match “zzzz”" })).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(products).toHaveCount(8);

    await rice.getByRole("link", { name: "Sona Masoori Rice, 25 kg Bag" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sona Masoori Rice, 25 kg Bag");
  });

  test("shows the first tier price for a product priced by tiers only", async ({ page }) => {
    await page.goto("/products/category/Home%20Goods");
    await expect(page.getByRole("listitem").filter({ hasText: "Cotton Dhurrie Rugs" })).toContainText("₹890.00");
  });

  test("says so for an unknown category", async ({ page }) => {
    await page.goto("/products/category/Spaceships");
    await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Marketplace" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe("product page", () => {
  test("shows price, tiers, stock and a stepper bounded by the minimum order and the stock", async ({ page, request }) => {
    await page.goto(`/product/${await productId(request, "stainless steel bolts")}`);
    await expect(page).toHaveTitle(`${BOLTS} | BulkBazaar`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /SS 304 hex head bolts/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BOLTS);
    await expect(page.getByRole("link", { name: "Industrial & Scientific" }).first()).toBeVisible();
    await expect(page.getByText("No reviews yet").first()).toBeVisible();
    await expect(page.getByText("Verified seller")).toBeVisible();
    await expect(page.getByText("900 units in stock")).toBeVisible();

    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    const decrease = page.getByRole("button", { name: "Decrease quantity" });
    const increase = page.getByRole("button", { name: "Increase quantity" });
    const applied = page.getByRole("row").filter({ hasText: "Your price" });
    await expect(quantity).toHaveValue("5");
    await expect(decrease).toBeDisabled();
    await expect(applied).toContainText("5 to 24 units");
    await expect(page.getByTestId("line-total")).toHaveText("₹7,250.00");

    await quantity.fill("25");
    await quantity.press("Enter");
    await expect(applied).toContainText("25 to 99 units");
    await expect(applied).toContainText("₹1,360.00");
    await expect(page.getByTestId("line-total")).toHaveText("₹34,000.00");

    await quantity.fill("5000");
    await quantity.press("Tab");
    await expect(quantity).toHaveValue("900");
    await expect(increase).toBeDisabled();
    await expect(applied).toContainText("100+ units");
    await expect(page.getByTestId("line-total")).toHaveText("₹11,61,000.00");

    await quantity.fill("1");
    await quantity.press("Enter");
    await expect(quantity).toHaveValue("5");
    await increase.click();
    await expect(quantity).toHaveValue("6");
  });

  test("has a gallery operable from the keyboard", async ({ page, request }) => {
    await page.goto(`/product/${await productId(request, "stainless steel bolts")}`);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(3);
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("img")).toHaveAttribute("alt", `${BOLTS}, photo 2`);
    await page.keyboard.press("End");
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "Next media" }).click();
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  });

  test("Add to Cart signed out puts the line in this browser's cart, for the visitor to sign in at checkout", async ({ page, request }) => {
    const id = await productId(request, "stainless steel bolts");
    await page.goto(`/product/${id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Added to cart", `5 × ${BOLTS}`);
    await expect(page).toHaveURL(`/product/${id}`);
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("bulkbazaar.cart.visitor.v1") ?? "[]"));
    expect(cart).toEqual([expect.objectContaining({ productId: id, quantity: 5, basePrice: 145_000, minOrderQuantity: 5 })]);
  });

  test("Add to Cart signed in puts the chosen quantity in the cart", async ({ page, request }) => {
    const id = await productId(request, "stainless steel bolts");
    // A buyer of this test alone: the cart is kept on the server, per account.
    const account = await createVerifiedAccount(page.request, "buyer");
    const signIn = await page.request.post("/api/auth/sign-in/email", { data: account });
    expect(signIn.ok()).toBe(true);
    await page.goto(`/product/${id}`);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Added to cart", `6 × ${BOLTS}`);
    // The cart is the signed-in account's own, kept on the server.
    const cart = (await (await page.request.get("/api/buyer/cart")).json()) as { lines: unknown[] };
    expect(cart.lines).toEqual([expect.objectContaining({ productId: id, quantity: 6, price: 145_000, minOrderQuantity: 5 })]);
  });

  test("Add to Cart as a seller says a buyer account is needed and adds nothing; the cart says the same", async ({ page, request }) => {
    const id = await productId(request, "stainless steel bolts");
    await loginAs(page, "seller");
    await page.goto(`/product/${id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Buyer account needed", "Seller accounts cannot place orders. Register a buyer account to buy on BulkBazaar.");
    await page.goto("/cart");
    await expect(page.locator("main").getByText("Buyer account needed")).toBeVisible();
    await expect(page.getByText("Seller accounts cannot place orders. Register a buyer account to buy on BulkBazaar.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("bulkbazaar.cart")))).toEqual([]);
  });

  test("Wishlist asks a visitor to log in; Contact Seller opens the enquiry dialog", async ({ page, request }) => {
    await page.goto(`/product/${await productId(request, "pressure cooker")}`);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expectToast(page, "Authentication Required", "Please log in to save products to your wishlist.");
    await expect(page).toHaveURL(/\/login/);
    await page.goBack();
    await page.getByRole("button", { name: "Contact Seller" }).click();
    await expect(page.getByRole("dialog", { name: "Get Best Price" })).toBeVisible();
  });

  test("Contact Seller's dialog opens with its words, however slowly the other texts arrive", async ({ page, request }) => {
    // The product page brought only the texts it shows; the dialog's come in their own file, held back here.
    await page.route(/\/assets\/conversations-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(`/product/${await productId(request, "pressure cooker")}`);
    await page.getByRole("button", { name: "Contact Seller" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByRole("heading").first().textContent()).toBe("Get Best Price");
  });

  test("a missing product says Product not found, with a way back", async ({ page }) => {
    for (const id of [randomUUID(), "not-a-product"]) {
      await page.goto(`/product/${id}`);
      await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Marketplace" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE_VIEWPORT });
    test("fits the screen", async ({ page, request }) => {
      await page.goto(`/product/${await productId(request, "stainless steel bolts")}`);
      await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test.describe("marketplace search", () => {
  test("Apply searches with typo tolerance; the URL keeps the search; Back and Clear return to every product", async ({ page }) => {
    await page.goto("/products");
    await page.getByLabel("Search products").fill("steel bolst");
    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/products\?q=steel\+bolst&sort=price_asc$/);
    const results = page.getByRole("list", { name: "Results for “steel bolst”" }).getByRole("listitem");
    await expect(results.filter({ hasText: BOLTS })).toHaveCount(1);

    await page.goBack();
    await expect(page.getByRole("list", { name: "All products" })).toBeVisible();
    await expect(page.getByLabel("Search products")).toHaveValue("");
    await page.goForward();
    await expect(page.getByLabel("Search products")).toHaveValue("steel bolst");
    await expect(results.filter({ hasText: BOLTS })).toHaveCount(1);

    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("list", { name: "All products" }).getByRole("listitem")).toHaveCount(24);
  });

  test("filters by price with the keyboard-operable slider, sorted by price", async ({ page }) => {
    await page.goto("/products");
    const minimum = page.getByRole("slider", { name: "Minimum price" });
    await minimum.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight");
    await expect(minimum).toHaveAttribute("aria-valuenow", "1000");
    const maximum = page.getByRole("slider", { name: "Maximum price" });
    await maximum.focus();
    // Page Down moves ten steps of ₹100.
    for (let i = 0; i < 48; i++) await page.keyboard.press("PageDown");
    await expect(maximum).toHaveAttribute("aria-valuenow", "2000");
    await expect(page.getByText("₹1,000 to ₹2,000")).toBeVisible();
    await page.getByLabel("Sort by").selectOption("price_asc");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/products\?min=1000&max=2000&sort=price_asc$/);

    // The newest products stay listed until the filtered answer replaces them.
    const listedRupees = async () =>
      (await page.getByRole("list", { name: "All products" }).getByRole("listitem").locator("p span.font-bold").allTextContents()).map((text) =>
        Number(text.replace(/[₹,]/g, "")),
      );
    await expect
      .poll(async () => {
        const rupees = await listedRupees();
        return rupees.length > 0 && rupees.every((rupee, i) => rupee >= 1000 && rupee <= 2000 && (i === 0 || rupees[i - 1]! <= rupee));
      })
      .toBe(true);
  });

  test("the thumbs never cross: the minimum stays at or below the maximum, and each thumb says its value", async ({ page }) => {
    await page.goto("/products");
    const minimum = page.getByRole("slider", { name: "Minimum price" });
    const maximum = page.getByRole("slider", { name: "Maximum price" });
    await maximum.focus();
    // Page Down moves ten steps of ₹100: fifty of them bring ₹50,000 down to ₹0.
    for (let i = 0; i < 50; i++) await page.keyboard.press("PageDown");
    await expect(maximum).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByText("₹0 to ₹0")).toBeVisible();
    // Pushing the minimum past the maximum moves the maximum (Radix hands the keyboard to the upper thumb).
    await minimum.focus();
    await page.keyboard.press("ArrowRight");
    await expect(minimum).toHaveAttribute("aria-valuenow", "0");
    await expect(maximum).toHaveAttribute("aria-valuenow", "100");
    await expect(maximum).toBeFocused();
    await expect(page.getByText("₹0 to ₹100")).toBeVisible();
    await page.keyboard.press("PageUp");
    await expect(maximum).toHaveAttribute("aria-valuenow", "1100");
    await expect(maximum).toHaveAttribute("aria-valuetext", "₹1,100");
    await expect(page.getByText("₹0 to ₹1,100")).toBeVisible();
  });

  test("pages through all products with Load more, in order and without repeats", async ({ page }) => {
    await page.goto("/products?sort=name_asc");
    const cards = page.getByRole("list", { name: "All products" }).getByRole("listitem");
    await expect(cards).toHaveCount(24);
    await expect(page.getByText("Showing 24 products")).toBeVisible();
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards).toHaveCount(48);
    while (await page.getByRole("button", { name: "Load more" }).isVisible()) {
      const before = await cards.count();
      await page.getByRole("button", { name: "Load more" }).click();
      await expect(cards).not.toHaveCount(before);
    }
    const names = await cards.getByRole("heading").allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(80);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test("an empty result says so and offers to clear the filters", async ({ page }) => {
    await page.goto("/products?q=saffron+threads");
    await expect(page.getByRole("heading", { name: "No products match your search" })).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("list", { name: "All products" })).toBeVisible();
  });
});
