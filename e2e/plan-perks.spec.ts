import { expect, PHONE_VIEWPORT, test } from "./fixtures";

// The demo's plans (server/db/seed/demo-subscriptions.ts): Bharat Electronics on Standard, Ludhiana Steel on
// Premium and Kochi Kitchen on Enterprise; the other sellers have none.
test.describe("plan perks on the storefront", () => {
  test("the landing page shows the featured sellers, highest plan first", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Featured sellers" });
    const sellers = strip.getByRole("listitem");
    await expect(sellers).toHaveCount(2);
    await expect(sellers.nth(0)).toContainText("Kochi Kitchen & Furniture Works");
    await expect(sellers.nth(0)).toContainText("Enterprise");
    await expect(sellers.nth(0)).toContainText("Kochi, Kerala");
    await expect(sellers.nth(0)).toContainText("14 products");
    await expect(sellers.nth(1)).toContainText("Ludhiana Steel & Tools");
    await expect(sellers.nth(1)).toContainText("Premium");
  });

  test("a category page lists a plan's products first and features only its own featured sellers", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto("/products/category/Toys%20%26%20Games");
    await expect(page.getByLabel("Sort by")).toHaveValue("recommended");
    const products = page.getByRole("list", { name: "Toys & Games" }).getByRole("listitem");
    await expect(products).toHaveCount(7);
    for (const i of [0, 1, 2]) await expect(products.nth(i)).toContainText("Bharat Electronics Traders");
    for (const i of [3, 4, 5, 6]) await expect(products.nth(i)).toContainText("Kolkata Books & Paper Co");
    // Standard does not feature its sellers.
    await expect(page.getByRole("region", { name: "Featured sellers" })).toHaveCount(0);

    await page.goto("/products/category/Furniture");
    await expect(page.getByRole("region", { name: "Featured sellers" }).getByRole("listitem")).toHaveText([/Kochi Kitchen & Furniture Works.*7 products/]);
  });
});
