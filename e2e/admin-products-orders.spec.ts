import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import type { Browser } from "@playwright/test";
import { createVerifiedAccount, loginAs } from "./fixtures/accounts";
import { buyerSession } from "./fixtures/seller-orders";
import { createProductByApi } from "./fixtures/seller-catalogue";
import { expectToast } from "./fixtures/toasts";

const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;

/** A fresh seller (in a context of its own) with one Kitchenware product, so the test's rows are its alone. */
async function sellerWithProduct(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin() });
  const account = await createVerifiedAccount(context.request, "seller");
  const signIn = await context.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: origin() } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const productName = `Copper Lota ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await createProductByApi(context.request, productName);
  return { context, account, productName };
}

test.describe("admin products and orders", () => {
  test("hiding a product takes it off its category page; the admin edits its price and deletes it", async ({ page, browser }) => {
    const seller = await sellerWithProduct(browser);
    const visitor = await browser.newPage({ baseURL: origin() });
    const categoryUrl = `/products/category/Kitchenware?q=${encodeURIComponent(seller.productName)}`;
    await visitor.goto(categoryUrl);
    await expect(visitor.getByRole("link", { name: seller.productName }).first()).toBeVisible();

    await loginAs(page, "admin");
    await page.goto("/admin-dashboard/products");
    await page.getByLabel("Search products").fill(seller.productName);
    const row = page.getByRole("row").filter({ hasText: seller.productName });
    await expect(row).toHaveCount(1);
    await row.getByRole("switch", { name: `${seller.productName} is visible to buyers` }).click();
    await expectToast(page, "Visibility Updated");
    await expect(row).toContainText("Hidden");
    await visitor.goto(categoryUrl);
    await expect(visitor.getByRole("link", { name: seller.productName })).toHaveCount(0);

    await row.getByRole("button", { name: `Edit ${seller.productName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit product" });
    await dialog.getByLabel("Base price (₹)").fill("1234.50");
    await dialog.getByLabel("Stock").fill("75");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Product Updated");
    await expect(row).toContainText("₹1,234.50");
    await expect(row).toContainText("75");

    await row.getByRole("button", { name: `Delete ${seller.productName}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Product Deleted");
    await expect(row).toHaveCount(0);
    await seller.context.close();
  });

  test("on a phone: logistics sets In Transit with a carrier and AWB, and the buyer sees them on the order page", async ({ page, browser }) => {
    const seller = await sellerWithProduct(browser);
    const buyer = await buyerSession(browser);
    const order = await buyer.order(seller.productName);
    const ready = await seller.context.request.patch(`/api/seller/orders/${order.id}/status`, { data: { status: "Ready for Pickup" }, headers: { origin: origin() } });
    expect(ready.ok(), await ready.text()).toBe(true);

    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "admin");
    await page.goto("/admin-dashboard/logistics");
    await page.getByLabel("Search orders").fill(order.orderNumber);
    const row = page.getByRole("row").filter({ hasText: order.orderNumber });
    await expect(row).toContainText("Ready for Pickup");
    await row.getByRole("button", { name: `Update the shipment of order ${order.orderNumber}` }).click();
    const dialog = page.getByRole("dialog", { name: `Move order ${order.orderNumber}` });
    await expect(dialog.getByLabel("Status")).toHaveValue("In Transit");
    await dialog.getByLabel("Carrier").fill("Delhivery");
    await dialog.getByLabel("Tracking number (AWB)").fill("AWB9081726354");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Order Status Updated", "Order status updated to In Transit.");
    await expect(row).toContainText("AWB9081726354");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

    await buyer.page.goto(`/buyer-dashboard/orders/${order.id}`);
    await expect(buyer.page.getByRole("status", { name: "Order status" })).toContainText("In Transit");
    await expect(buyer.page.getByText("Delhivery")).toBeVisible();
    await expect(buyer.page.getByText("AWB9081726354")).toBeVisible();
    await buyer.close();
    await seller.context.close();
  });

  test("the Orders tab lists the order with buyer, seller and address; the admin's status change is saved at once", async ({ page, browser }) => {
    const seller = await sellerWithProduct(browser);
    const buyer = await buyerSession(browser);
    const order = await buyer.order(seller.productName);
    await loginAs(page, "admin");
    await page.goto("/admin-dashboard/products?tab=orders");
    await expect(page.getByRole("tab", { name: "Orders", selected: true })).toBeVisible();
    await page.getByLabel("Search orders").fill(order.orderNumber);
    const row = page.getByRole("row").filter({ hasText: order.orderNumber });
    await expect(row).toContainText("14 Linking Road, Bandra West");
    await row.getByRole("combobox", { name: `Status of order ${order.orderNumber}` }).selectOption("Packaging");
    await expectToast(page, "Order Status Updated", "Order status updated to Packaging.");
    await page.reload();
    await page.getByLabel("Search orders").fill(order.orderNumber);
    await expect(row.getByRole("combobox")).toHaveValue("Packaging");
    await buyer.close();
    await seller.context.close();
  });

  test("editing company details and deleting a user who has orders keeps the order", async ({ page, browser }) => {
    const seller = await sellerWithProduct(browser);
    const buyer = await buyerSession(browser);
    const order = await buyer.order(seller.productName);
    await loginAs(page, "admin");
    await page.goto("/admin-dashboard/users");
    await page.getByLabel("Search users").fill(seller.account.email);
    const row = page.getByRole("row").filter({ hasText: seller.account.email });
    await row.getByRole("button", { name: "Details" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Company name").fill("Moradabad Brassware");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Details updated");
    await expect(row).toContainText("Moradabad Brassware");

    await row.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "User deleted", "Personal data was removed; orders and invoices were kept.");
    const refused = await buyer.page.request.post("/api/auth/sign-in/email", { data: seller.account, headers: { origin: origin() } });
    expect(refused.ok()).toBe(false);
    await buyer.page.goto(`/buyer-dashboard/orders/${order.id}`);
    await expect(buyer.page.getByRole("status", { name: "Order status" })).toBeVisible();
    await buyer.close();
    await seller.context.close();
  });
});
