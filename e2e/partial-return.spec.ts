import { expect, test } from "./fixtures";
import { createVerifiedAccount, loginAs } from "./fixtures/accounts";
import { adminSession, placePaidOrder } from "./fixtures/orders";
import { samplePhoto, signInFreshSeller } from "./fixtures/seller-catalogue";
import { expectToast } from "./fixtures/toasts";

const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;

/**
 * Issue 31's cycle: a buyer orders 50 packs at ₹1,350 cash on delivery (₹6,750 advance online), the order is
 * delivered (the ₹60,750 balance collected), the buyer returns 5 with a photo, and the seller approves and completes
 * it seeing the refund first: ₹6,750, of which ₹675 goes back online and ₹6,075 by hand. The same amounts show on
 * the buyer's order page, the seller's returns page, the admin's refunds owed by hand and the payout.
 */
test("a 5-of-50 cash-on-delivery return refunds the share paid, and every screen agrees on it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const productName = `Jute Sacks ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  // The seller (this test's own) lists a pack at ₹1,350.
  await signInFreshSeller(page);
  const listed = await page.request.post("/api/seller/products", {
    data: { name: productName, description: "Packs of 25 sacks", category: "Kitchenware", stock: 200, minOrderQuantity: 1, price: 135_000, tieredPricing: [], isActive: true, hsnCode: "6305", gstRate: 5 },
    headers: { origin: origin() },
  });
  expect(listed.status(), await listed.text()).toBe(201);

  // The buyer orders 50, cash on delivery.
  const buyerContext = await browser.newContext({ baseURL: origin(), locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const account = await createVerifiedAccount(buyerContext.request, "buyer");
  expect((await buyerContext.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: origin() } })).ok()).toBe(true);
  const order = await placePaidOrder(buyerContext.request, productName, { quantity: 50, paymentMethod: "cod" });
  const freight = order.totalAmount - 6_750_000;
  expect(freight, "no freight rules: the order is the goods alone").toBe(0);

  await test.step("the seller moves it along and the platform marks it Delivered", async () => {
    const moved = await page.request.patch(`/api/seller/orders/${order.id}/status`, { data: { status: "Processing" }, headers: { origin: origin() } });
    expect(moved.ok(), await moved.text()).toBe(true);
    const admin = await adminSession(browser);
    await admin.setStatus(order.id, "Delivered");
    await admin.close();
  });

  const buyerPage = await buyerContext.newPage();
  await test.step("the buyer sees the balance paid on delivery and returns 5 packs with a photo", async () => {
    await buyerPage.goto(`/buyer-dashboard/orders/${order.id}`);
    const payment = buyerPage.getByRole("definition").filter({ hasText: "₹60,750.00" });
    await expect(buyerPage.getByText("Paid on delivery")).toBeVisible();
    await expect(payment.first()).toBeVisible();
    await expect(buyerPage.getByText("Due on delivery")).toHaveCount(0);

    await buyerPage.getByRole("button", { name: "Return or Exchange" }).click();
    const dialog = buyerPage.getByRole("dialog", { name: "Return or exchange an item" });
    await dialog.getByLabel("Quantity").fill("5");
    await dialog.getByLabel("Reason").fill("5 packs arrived torn.");
    await dialog.getByLabel("Photos (up to 3)").setInputFiles(await samplePhoto());
    await expect(dialog.getByRole("img", { name: "Photo 1" })).toBeVisible();
    const submit = dialog.getByRole("button", { name: "Submit Request" });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectToast(buyerPage, "Request submitted");
    await expect(buyerPage.getByTestId("return-request")).toContainText("Return of 5 units requested");
  });

  const amounts = "₹6,750.00 (₹675.00 online, ₹6,075.00 by hand)";
  await test.step("the seller sees the units, the photo and the refund before approving and completing", async () => {
    await page.goto("/seller-dashboard/returns");
    const row = page.getByRole("row").filter({ hasText: order.orderNumber });
    await expect(row).toContainText("5 of 50 units");
    await expect(row.getByRole("img", { name: "Photo 1 from the buyer" })).toBeVisible();
    await expect(row).toContainText(`Refund on completion: ${amounts}`);

    await row.getByRole("button", { name: `Approve the return of ${productName}` }).click();
    const approve = page.getByRole("alertdialog", { name: "Approve this request?" });
    await expect(approve).toContainText("5 of 50 units");
    await expect(approve).toContainText(`Refund on completion: ${amounts}`);
    await approve.getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "Request approved");

    await row.getByRole("button", { name: `Mark completed: the return of ${productName}` }).click();
    const complete = page.getByRole("alertdialog", { name: "Mark this request completed?" });
    await expect(complete).toContainText(`Refund on completion: ${amounts}`);
    await complete.getByRole("button", { name: "Mark completed" }).click();
    await expectToast(page, "Request completed");
    await expect(row).toContainText("₹6,750.00 refunded to the buyer");
    await expect(row).toContainText("₹6,075.00 of it to be refunded by hand");
  });

  await test.step("the buyer's order page shows the returned units, both refunds and what was paid less them", async () => {
    await buyerPage.reload();
    await expect(buyerPage.getByTestId("item-returned")).toContainText(`Returned: 5 of 50 · ${amounts.replace("(", "refunded (")}`);
    const paymentRow = (label: string) => buyerPage.locator("dl > div").filter({ has: buyerPage.getByText(label, { exact: true }) });
    await expect(paymentRow("Refunded online")).toContainText("₹675.00");
    await expect(paymentRow("Refunded by hand")).toContainText("₹6,075.00");
    await expect(paymentRow("Paid, less refunds")).toContainText("₹60,750.00");
    await expect(buyerPage.getByRole("status", { name: "Order status" })).toContainText("Delivered");
  });

  await test.step("the payout counts what was paid less the refund", async () => {
    await page.goto("/seller-dashboard/payouts");
    const row = page.getByRole("row").filter({ hasText: order.orderNumber });
    await expect(row).toContainText("₹6,750.00");
    const payouts = (await (await page.request.get(`/api/seller/payouts?q=${encodeURIComponent(order.orderNumber)}`)).json()) as {
      orders: { orderNumber: string; refundedAmount: number; gross: number; platformFee: number; feeGst: number; tcs: { total: number }; tds: number; netPayout: number }[];
    };
    const payout = payouts.orders.find((o) => o.orderNumber === order.orderNumber)!;
    expect(payout.refundedAmount).toBe(675_000);
    expect(payout.gross).toBe(6_075_000);
    expect(payout.platformFee + payout.feeGst + payout.tcs.total + payout.tds + payout.netPayout).toBe(6_075_000);
  });

  await test.step("the admin's refunds owed by hand show the same return and amounts", async () => {
    const adminContext = await browser.newContext({ baseURL: origin(), locale: "en-IN", timezoneId: "Asia/Kolkata" });
    const adminPage = await adminContext.newPage();
    await loginAs(adminPage, "admin");
    await adminPage.goto("/admin-dashboard/payouts");
    const owed = adminPage.getByRole("listitem").filter({ hasText: order.orderNumber });
    await expect(owed).toContainText(`5 units of ${productName} returned`);
    await expect(owed).toContainText("Refund ₹6,750.00: ₹675.00 online, ₹6,075.00 by hand");
    await expect(owed.getByRole("img", { name: "Photo 1 from the buyer" })).toBeVisible();
    await owed.getByRole("button", { name: `Mark the refund of order ${order.orderNumber} as refunded` }).click();
    const settle = adminPage.getByRole("dialog", { name: `Refund of order ${order.orderNumber}` });
    await expect(settle).toContainText("₹6,075.00");
    await expect(settle).toContainText("Refund ₹6,750.00: ₹675.00 online, ₹6,075.00 by hand");
    await adminContext.close();
  });
  await buyerContext.close();
});
