import type { Browser } from "@playwright/test";
import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { createVerifiedAccount, loginAs } from "./fixtures/accounts";
import { adminSession } from "./fixtures/orders";
import { createProductByApi, samplePhoto } from "./fixtures/seller-catalogue";
import { buyerSession } from "./fixtures/seller-orders";
import { expectToast } from "./fixtures/toasts";

const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;

/** A fresh seller's order, delivered, with a payout query the seller raised about it. */
async function deliveredOrderWithQuery(browser: Browser) {
  const seller = await browser.newContext({ baseURL: origin() });
  const account = await createVerifiedAccount(seller.request, "seller");
  expect((await seller.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: origin() } })).ok()).toBe(true);
  const productName = `Jute Sack ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await createProductByApi(seller.request, productName);
  const buyer = await buyerSession(browser);
  const order = await buyer.order(productName);
  await buyer.close();
  const admin = await adminSession(browser);
  await admin.setStatus(order.id, "Delivered");
  await admin.close();
  const query = await seller.request.post(`/api/seller/payouts/${order.id}/queries`, { data: { queryText: "Is the fee 5% on this order?" }, headers: { origin: origin() } });
  expect(query.status(), await query.text()).toBe(201);
  return { seller, order };
}

test.describe("admin payouts", () => {
  test("on a phone: the admin resolves a payout query and marks the payout Paid with a reference and a screenshot", async ({ page, browser }) => {
    const { seller, order } = await deliveredOrderWithQuery(browser);
    const number = order.orderNumber;
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "admin");
    await page.goto("/admin-dashboard/payouts");
    await expect(page.getByRole("heading", { level: 1, name: "Payouts" })).toBeVisible();

    await page.getByRole("button", { name: `Resolve the query about order ${number}` }).click();
    await expectToast(page, "Query marked as resolved");
    await expect(page.getByRole("button", { name: `Resolve the query about order ${number}` })).toHaveCount(0);

    const row = page.getByRole("row").filter({ hasText: number });
    const status = row.getByRole("combobox", { name: `Payout status of order ${number}` });
    await status.selectOption("Paid");
    const dialog = page.getByRole("dialog", { name: `Mark the payout of order ${number} as Paid` });
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog.getByText("Enter the transaction reference.")).toBeVisible();

    await dialog.getByLabel("Transaction reference (UTR)").fill("UTR2026112499");
    await dialog.getByLabel("Screenshot (optional)").setInputFiles(await samplePhoto());
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expectToast(page, "Payout status updated");
    await expect(status).toHaveValue("Paid");
    await expect(row).toContainText("UTR2026112499");
    await expect(row.getByRole("link", { name: "Screenshot" })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

    // The bank batch of what is due now downloads as CSV with the admin's session.
    const exportHref = await page.getByRole("link", { name: "Export CSV", exact: true }).getAttribute("href");
    const csv = await page.request.get(exportHref!);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect((await csv.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("seller,account_holder,account_number,ifsc,amount,reference,orders");

    const sellerView = await seller.request.get("/api/seller/payouts");
    const { orders } = (await sellerView.json()) as { orders: { orderId: string; payoutStatus: string }[] };
    expect(orders.find((o) => o.orderId === order.id)?.payoutStatus).toBe("Paid");
    await seller.close();
  });

  test("the seller sees gross, fee, GST on fee, TCS, TDS and net on Payouts, on a phone too, and the admin the same figures", async ({ page, browser }) => {
    const { seller, order } = await deliveredOrderWithQuery(browser);
    const number = order.orderNumber;
    // ₹100 of goods + ₹400 default freight, both incl. 5% GST, from a Maharashtra seller to Mumbai: taxable ₹95.24 +
    // ₹380.95 = ₹476.19 (amount × 100 / 105). Fee 5% of ₹500 = ₹25.00, GST on it 18% = ₹4.50, TCS 0.5% of ₹476.19 =
    // ₹2.38 (CGST ₹1.19 + SGST ₹1.19), TDS 0.1% of ₹500 = ₹0.50; net 500 − 25 − 4.50 − 2.38 − 0.50 = ₹467.62.
    const figures = { Gross: "₹500.00", "Platform Fee": "₹25.00", "GST on Fee": "₹4.50", TCS: "₹2.38", TDS: "₹0.50", "Net Payout": "₹467.62" };
    const sellerPage = await seller.newPage();
    await sellerPage.goto("/seller-dashboard/payouts");
    const table = sellerPage.getByRole("region", { name: "Order-wise payouts" });
    const row = table.getByRole("row").filter({ hasText: number });
    for (const [label, amount] of Object.entries(figures)) {
      await expect(table.getByRole("columnheader", { name: label, exact: true })).toBeVisible();
      await expect(row.locator(`td[data-label="${label}"]`)).toContainText(amount);
    }
    await expect(row.locator('td[data-label="TCS"]')).toContainText("CGST ₹1.19 + SGST ₹1.19");
    await expect(sellerPage.getByText("Each payout is gross (what the buyer paid, less refunds) less the platform's fee")).toBeVisible();

    await sellerPage.setViewportSize(PHONE_VIEWPORT);
    await expect(row.locator('td[data-label="TDS"]')).toBeVisible();
    expect(await sellerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await seller.close();

    await loginAs(page, "admin");
    await page.goto("/admin-dashboard/payouts");
    const adminRow = page.getByRole("row").filter({ hasText: number });
    for (const [label, amount] of [["Gross", "₹500.00"], ["Fee 5%", "₹25.00"], ["GST on fee", "₹4.50"], ["TCS", "₹2.38"], ["TDS", "₹0.50"]]) {
      await expect(adminRow.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd")).toContainText(amount!);
    }
    await expect(adminRow).toContainText("₹467.62");
  });

  test("a screenshot that is not an image aborts with Upload Error and changes nothing", async ({ page, browser }) => {
    const { seller, order } = await deliveredOrderWithQuery(browser);
    const number = order.orderNumber;
    await loginAs(page, "admin");
    await page.goto("/admin-dashboard/payouts");
    const row = page.getByRole("row").filter({ hasText: number });
    await row.getByRole("combobox", { name: `Payout status of order ${number}` }).selectOption("Paid");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Transaction reference (UTR)").fill("UTR1");
    await dialog.getByLabel("Screenshot (optional)").setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: Buffer.from("<html>not an image</html>") });
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expectToast(page, "Upload Error", "Failed to upload screenshot.");
    await page.keyboard.press("Escape");
    await expect(row.getByRole("combobox")).toHaveValue("Pending");
    await seller.close();
  });
});
