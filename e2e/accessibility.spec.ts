import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { loginAs } from "./fixtures/accounts";
import { adminSession, findProduct, placePaidOrder, signInFreshBuyer } from "./fixtures/orders";
import { buyerSession, freshSellerWithProduct } from "./fixtures/seller-orders";

/**
 * An automated accessibility audit (axe-core, WCAG 2.1 A and AA rules and 2.2's AA target size) of every screen a
 * visitor and a buyer reach, on a desktop and on a 360 px phone. It cannot judge everything a person would, but it
 * catches unlabelled controls, missing names, broken ARIA, low contrast, small tap targets and duplicate ids the
 * moment they appear.
 */
async function expectNoViolations(page: Page, screen: string) {
  // Let count-ups, lazy images and queries settle: axe judges what is on the screen.
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, `accessibility violations on ${screen}`).toEqual([]);
}

const PUBLIC_SCREENS: [string, string][] = [
  ["landing", "/"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["login", "/login"],
  ["register", "/register"],
  ["forgot password", "/forgot-password"],
  ["reset password without a link", "/reset-password"],
  ["marketplace", "/products"],
  ["search results", "/products?q=steel"],
  ["category", "/products/category/Food%20%26%20Beverages"],
  ["category with filters", "/products/category/Apparel?inStock=1&maxMinOrder=20&sort=price_asc"],
  ["plans", "/subscription"],
  ["terms of use", "/terms"],
  ["privacy policy", "/privacy"],
  ["refund and cancellation policy", "/refund-policy"],
  ["shipping and delivery policy", "/shipping-policy"],
  ["unknown page", "/no-such-page"],
];

for (const viewport of [undefined, PHONE_VIEWPORT]) {
  test.describe(viewport ? "on a 360 px phone" : "on a desktop", () => {
    if (viewport) test.use({ viewport });

    for (const [screen, url] of PUBLIC_SCREENS) {
      test(`${screen} passes the audit`, async ({ page }) => {
        await page.goto(url);
        await expect(page.locator("main")).toBeVisible();
        await expectNoViolations(page, screen);
      });
    }

    test("the header search with its suggestions open passes the audit", async ({ page }) => {
      await page.goto("/");
      if (viewport) await page.getByRole("button", { name: "Open search" }).click();
      await page.getByRole("combobox", { name: "Search the marketplace" }).fill("stainless");
      await expect(page.getByRole("option").first()).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
      await expectNoViolations(page, "header search");
    });

    test("a product page passes the audit", async ({ page }) => {
      const product = await findProduct(page.request, "Sona Masoori Rice, 25 kg Bag");
      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page, "product");
    });

    test("a buyer's screens pass the audit", async ({ page }) => {
      test.setTimeout(120_000); // nine screens, each audited in full
      await page.goto("/");
      await signInFreshBuyer(page);
      const order = await placePaidOrder(page.request, "Toor Dal, 30 kg Bag", { paymentMethod: "cod" });

      const product = await findProduct(page.request, "Nilgiri CTC Tea, 1 kg Pack");
      await page.goto(`/product/${product.id}`);
      await page.getByRole("button", { name: "Add to Cart" }).click();
      for (const [screen, url] of [
        ["cart", "/cart"],
        ["checkout", "/checkout"],
        ["buyer dashboard", "/buyer-dashboard"],
        ["my orders", "/buyer-dashboard/orders"],
        ["order detail", `/buyer-dashboard/orders/${order.id}`],
        ["profile settings", "/buyer-dashboard/profile"],
        ["wishlist", "/buyer-dashboard/wishlist"],
        ["payment status without an order id", "/payment-status"],
        ["payment failure", "/payment-failure"],
      ]) {
        await page.goto(url!);
        await expect(page.locator("main")).toBeVisible();
        await expectNoViolations(page, screen!);
      }
    });

    test("a seller's screens pass the audit", async ({ page, browser }) => {
      test.setTimeout(180_000); // thirteen screens and dialogs, and an order to deliver and return
      await loginAs(page, "unverifiedSeller");
      await page.goto("/seller-dashboard");
      await expect(page.getByText("Account Verification Pending")).toBeVisible();
      await expectNoViolations(page, "seller home, unverified");

      await loginAs(page, "seller");
      await page.goto("/seller-dashboard");
      await expect(page.getByRole("heading", { name: "Recent Products" })).toBeVisible();
      await expectNoViolations(page, "seller home");

      await page.goto("/seller-dashboard/products");
      await expect(page.getByRole("region", { name: "Your products" })).toBeVisible();
      await expectNoViolations(page, "seller products");

      await page.getByRole("button", { name: /^Edit / }).first().click();
      await expect(page.getByRole("dialog", { name: "Edit Product" }).getByLabel("Product Name")).not.toHaveValue("");
      await expectNoViolations(page, "edit product dialog");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Import CSV" }).click();
      await expect(page.getByRole("dialog", { name: "Import products from CSV" })).toBeVisible();
      await expectNoViolations(page, "CSV import dialog");

      await page.goto("/seller-dashboard/subscription");
      await expect(page.getByRole("heading", { name: "Tax invoices" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Premium", exact: true })).toBeVisible();
      await expectNoViolations(page, "seller subscription");
      await page.getByRole("button", { name: "Contact Sales" }).click();
      await expect(page.getByRole("dialog", { name: "Contact Sales" })).toBeVisible();
      await expectNoViolations(page, "contact sales dialog");
      await page.keyboard.press("Escape");

      await page.goto("/seller-dashboard/settings");
      await expect(page.getByLabel(/^Company Name/)).not.toHaveValue("");
      await expect(page.getByText("No documents uploaded yet.")).toBeVisible();
      await expectNoViolations(page, "seller settings");

      // A seller of its own with an order, a return and a payout, so the three pages are audited with their content.
      const { productName } = await freshSellerWithProduct(page);
      const buyer = await buyerSession(browser);
      const order = await buyer.order(productName, "cod");
      const admin = await adminSession(browser);
      await admin.setStatus(order.id, "Delivered");
      await admin.close();
      await buyer.requestReturn(order.id, "Two pieces arrived chipped.");
      await buyer.close();

      await page.goto("/seller-dashboard/orders");
      await page.getByRole("button", { name: new RegExp(order.orderNumber) }).click();
      await expect(page.getByText("Paid on delivery")).toBeVisible(); // delivered: the COD balance was collected
      await expectNoViolations(page, "seller orders, one expanded");

      await page.goto("/seller-dashboard/returns");
      await page.getByRole("button", { name: `Approve the return of ${productName}` }).click();
      await expect(page.getByRole("alertdialog", { name: "Approve this request?" })).toBeVisible();
      await expectNoViolations(page, "seller returns, approve dialog");
      await page.keyboard.press("Escape");

      await page.goto("/seller-dashboard/payouts");
      await expect(page.getByRole("region", { name: "Order-wise payouts" })).toBeVisible();
      await expectNoViolations(page, "seller payouts");
      await page.getByRole("button", { name: `Raise Query about order ${order.orderNumber}` }).click();
      await expect(page.getByRole("dialog", { name: "Raise Query" })).toBeVisible();
      await expectNoViolations(page, "raise payout query dialog");
    });

    test("an admin's screens pass the audit", async ({ page }) => {
      test.setTimeout(180_000); // every section of the console, and its dialogs
      await loginAs(page, "admin");
      for (const [screen, url, ready] of [
        ["admin dashboard", "/admin-dashboard", "Pending seller verifications"],
        ["admin users", "/admin-dashboard/users", "Users"],
        ["admin products", "/admin-dashboard/products", "Products"],
        ["admin orders", "/admin-dashboard/products?tab=orders", "Orders"],
        ["admin logistics", "/admin-dashboard/logistics", "Logistics"],
        ["admin payouts", "/admin-dashboard/payouts", "Order-wise payouts"],
        ["admin subscriptions", "/admin-dashboard/subscriptions", "Plans"],
        ["admin settings", "/admin-dashboard/settings", "Global platform fee"],
        ["admin tools", "/admin-dashboard/admin-management", "Grant admin access"],
        ["admin audit log", "/admin-dashboard/audit-log", "Audit Log"],
      ] as const) {
        await page.goto(url);
        await expect(page.getByRole("heading", { name: ready }).first()).toBeVisible();
        await expectNoViolations(page, screen);
      }

      await page.goto("/admin-dashboard/products");
      await page.getByRole("button", { name: /^Edit / }).first().click();
      await expect(page.getByRole("dialog", { name: "Edit product" })).toBeVisible();
      await expectNoViolations(page, "admin edit product dialog");
      await page.keyboard.press("Escape");

      await page.goto("/admin-dashboard/subscriptions");
      await page.getByRole("button", { name: "New plan" }).click();
      await expect(page.getByRole("dialog", { name: "New plan" })).toBeVisible();
      await expectNoViolations(page, "admin plan form");
      await page.keyboard.press("Escape");

      await page.goto("/admin-dashboard/users");
      await page.getByRole("button", { name: "Details" }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page, "admin company details dialog");
    });
  });
}
