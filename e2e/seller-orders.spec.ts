import type { Browser } from "@playwright/test";
import { expect, PHONE_VIEWPORT, test, type Page } from "./fixtures";
import { adminSession } from "./fixtures/orders";
import { buyerSession, freshSellerWithProduct } from "./fixtures/seller-orders";
import { expectToast } from "./fixtures/toasts";

/**
 * A seller fulfils orders from its dashboard: a new order appears live, the seller opens it and sets Processing, and
 * the buyer's open order page follows; a return is approved through its confirmation dialog; a payout query is raised
 * on a phone. Each test has its own seller and buyer, so their lists never mix with other journeys'.
 */

async function openPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("a new order appears live; the seller expands it and sets Processing, and the buyer's open page follows", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { productName } = await freshSellerWithProduct(page);
  await openPage(page, "/seller-dashboard/orders", "Orders");
  await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();

  const buyer = await buyerSession(browser);
  const order = await buyer.order(productName, "cod");
  await buyer.page.goto(`/buyer-dashboard/orders/${order.id}`);
  const buyerStatus = buyer.page.getByRole("status", { name: "Order status" });
  await expect(buyerStatus).toContainText("Pending");

  const card = page.getByRole("list", { name: "Your orders" }).getByRole("listitem").filter({ hasText: order.orderNumber });
  const toggle = card.getByRole("button", { name: new RegExp(order.orderNumber) });
  await expect(toggle).toBeVisible(); // arrived over the seller's event stream, no reload
  await expect(toggle).toContainText("Pending");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");

  await expect(card).toContainText(productName);
  await expect(card).toContainText("Test Traders"); // the buyer's company
  await expect(card).toContainText("14 Linking Road, Bandra West");
  await expect(card).toContainText("COD");
  await expect(card).toContainText("Advance paid");
  await expect(card).toContainText("Due on delivery");

  const status = card.getByLabel(`Update status of order ${order.orderNumber}`);
  await expect(status.locator("option:not([disabled])")).toHaveText(["Processing", "Packaging", "Ready for Pickup"]);
  await status.selectOption("Processing");
  await expectToast(page, "Order status updated to Processing");
  await expect(toggle).toContainText("Processing");
  await expect(buyerStatus).toContainText("Processing", { timeout: 10_000 });

  await test.step("once shipped by the platform, the selector is disabled", async () => {
    const admin = await adminSession(browser);
    await admin.setStatus(order.id, "Shipped");
    await admin.close();
    await expect(toggle).toContainText("Shipped", { timeout: 10_000 });
    await expect(status).toBeDisabled();
  });
  await buyer.close();
});

/** A delivered order of the test's own seller, ordered by a fresh buyer. */
async function deliveredOrder(page: Page, browser: Browser) {
  const { productName } = await freshSellerWithProduct(page);
  const buyer = await buyerSession(browser);
  const order = await buyer.order(productName);
  const admin = await adminSession(browser);
  await admin.setStatus(order.id, "Delivered");
  await admin.close();
  return { productName, order, buyer };
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("the seller approves a return through its confirmation dialog, then marks it completed", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { productName, order, buyer } = await deliveredOrder(page, browser);
    await buyer.requestReturn(order.id, "Three diyas arrived cracked.");
    await buyer.close();

    await openPage(page, "/seller-dashboard/returns", "Returns");
    const row = page.getByRole("row").filter({ hasText: order.orderNumber });
    await expect(row).toContainText(productName);
    await expect(row).toContainText("Return");
    await expect(row).toContainText("Three diyas arrived cracked.");
    await expect(row).toContainText("Pending");

    await row.getByRole("button", { name: `Approve the return of ${productName}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Approve this request?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "Request approved");
    await expect(row).toContainText("Approved");
    await expect(row.getByRole("button", { name: /^Approve/ })).toHaveCount(0);

    await row.getByRole("button", { name: `Mark completed: the return of ${productName}` }).click();
    await page.getByRole("alertdialog", { name: "Mark this request completed?" }).getByRole("button", { name: "Mark completed" }).click();
    await expectToast(page, "Request completed");
    await expect(row).toContainText("Completed");
    await expect(row).toContainText("Processed");
  });

  test("the seller sees its payout of a delivered order and raises a query about it", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { order, buyer } = await deliveredOrder(page, browser);
    await buyer.close();

    await openPage(page, "/seller-dashboard/payouts", "Payouts");
    const summary = page.getByRole("list", { name: "Payout summary" });
    await expect(summary).toContainText("Total Earnings");
    await expect(summary).toContainText("Pending Payout");
    await expect(summary).toContainText("Paid Out");

    const row = page.getByRole("row").filter({ hasText: order.orderNumber });
    await expect(row).toContainText("₹500.00"); // the order total: one unit at ₹100 and ₹400 of freight to another state
    await expect(row).toContainText("Pending");

    await row.getByRole("button", { name: `Raise Query about order ${order.orderNumber}` }).click();
    const dialog = page.getByRole("dialog", { name: "Raise Query" });
    const submit = dialog.getByRole("button", { name: "Submit Query" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Your query").fill("When will this payout be released?");
    await submit.click();
    await expectToast(page, "Query submitted");
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Query open");
    await expect(row).toContainText("When will this payout be released?");
    await expect(row.getByRole("button", { name: /Raise Query/ })).toHaveCount(0);
  });
});
