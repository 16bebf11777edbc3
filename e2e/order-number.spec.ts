import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { loginAs } from "./fixtures/accounts";
import { waitForEmail } from "./fixtures/mailbox";
import { adminSession } from "./fixtures/orders";
import { createProductByApi, signInFreshSeller } from "./fixtures/seller-catalogue";
import { buyerSession } from "./fixtures/seller-orders";

/**
 * One order, one number: after a checkout, the buyer's pages, the seller's orders and payouts, the admin's orders and
 * payouts and both emails (the buyer's confirmation and the seller's new order) show the same BB-YYMM-NNNNNN, and
 * every one of those lists finds the order when the number is typed as people remember it ("2611-4217").
 */

/** "BB-2611-004217" → "2611-4217". */
const lenient = (orderNumber: string) => {
  const [, period, sequence] = orderNumber.split("-");
  return `${period}-${Number(sequence)}`;
};

async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
}

test("the same order number on every screen and in both emails, and found by search everywhere", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const seller = await signInFreshSeller(page);
  const productName = `Copper Lota ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await createProductByApi(page.request, productName);
  const buyer = await buyerSession(browser);
  const order = await buyer.order(productName);
  const number = order.orderNumber;
  expect(number).toMatch(/^BB-\d{4}-\d{6,}$/);

  await test.step("the buyer's list (searched) and order page", async () => {
    await buyer.page.goto("/buyer-dashboard/orders");
    await search(buyer.page, "Search by order number", lenient(number));
    const row = buyer.page.getByRole("list", { name: "My Orders" }).getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Order ${number}`);
    await row.getByRole("link").first().click();
    await expect(buyer.page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
    await expect(buyer.page.getByText(order.id)).toHaveCount(0);
  });

  await test.step("both emails", async () => {
    const confirmation = await waitForEmail(page.request, buyer.email, `Order ${number} placed`);
    expect(confirmation.text).toContain(`Thank you for your order ${number} from Test Traders.`);
    expect(confirmation.text).toContain(`1 × ${productName} at ₹100.00: ₹100.00`);
    expect(confirmation.text).toContain(`/buyer-dashboard/orders/${order.id}`);
    const newOrder = await waitForEmail(page.request, seller.email, `New order ${number}`);
    expect(newOrder.text).toContain(`You have a new order, ${number}, worth `);
    expect(newOrder.text).toContain(`/seller-dashboard/orders?q=${number}`);
    expect(newOrder.text).not.toMatch(new RegExp(order.id.slice(0, 8), "i"));
  });

  await test.step("the seller's orders, found from the email's link", async () => {
    await page.goto(`/seller-dashboard/orders?q=${number}`);
    const card = page.getByRole("list", { name: "Your orders" }).getByRole("listitem");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(number);
  });

  const admin = await adminSession(browser);
  await admin.setStatus(order.id, "Delivered");
  await admin.close();

  await test.step("the seller's payouts", async () => {
    await page.goto("/seller-dashboard/payouts");
    await search(page, "Search by order number", lenient(number));
    const row = page.getByRole("region", { name: "Order-wise payouts" }).getByRole("row").filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Pending");
    await expect(row.getByRole("button", { name: `Raise Query about order ${number}` })).toBeVisible();
  });

  await test.step("the admin's orders and payouts", async () => {
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await loginAs(adminPage, "admin");
    await adminPage.goto("/admin-dashboard/products?tab=orders");
    await search(adminPage, "Search orders", lenient(number));
    const orderRow = adminPage.getByRole("row").filter({ hasText: number });
    await expect(orderRow).toHaveCount(1);
    await expect(orderRow.getByRole("combobox", { name: `Status of order ${number}` })).toHaveValue("Delivered");

    await adminPage.goto("/admin-dashboard/payouts");
    await search(adminPage, "Search by order number", number.toLowerCase());
    const payoutRow = adminPage.getByRole("row").filter({ hasText: number });
    await expect(payoutRow).toHaveCount(1);
    await expect(payoutRow.getByRole("combobox", { name: `Payout status of order ${number}` })).toHaveValue("Pending");
    await context.close();
  });
  await buyer.close();
});
