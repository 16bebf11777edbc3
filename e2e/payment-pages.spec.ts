import { expect, test } from "./fixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./fixtures/accounts";
import { addRiceToCart, checkoutToSimulator, RICE, signInAsBuyer } from "./fixtures/checkout-flow";
import { expectToast, toast } from "./fixtures/toasts";

/** The pages a payment ends on: failed, pending, and the status page without an order or a session. */

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await signInAsBuyer(page);
});

test("failed payment: failure page, then Try Again returns to checkout with the cart intact", async ({ page }) => {
  await addRiceToCart(page);
  const reference = await checkoutToSimulator(page, { amount: "₹13,750.00" });
  await page.getByRole("button", { name: "Fail payment" }).click();
  await expect(page).toHaveURL(/\/payment-failure/);
  // Said once, in plain words: no second heading, no raw provider status, no toast repeating it.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Failed");
  const message = page.locator("main").getByRole("alert");
  await expect(message).toContainText("The payment was declined. No money was taken for this attempt. Your cart is still here, so you can try again.");
  await expect(message).toContainText(`Payment reference: ${reference}`);
  await expect(page.locator("main")).not.toContainText("FAILED");
  await expect(page.locator("main").getByText(/failed/i)).toHaveCount(1);
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("region", { name: "Order from Annapurna Foods Wholesale" })).toContainText(RICE);
  await expect(page.getByRole("button", { name: "Pay ₹13,750.00" })).toBeEnabled();
});

test("pending payment: the status page says it is being processed, and offers Check again and Go to My Orders", async ({ page }) => {
  await addRiceToCart(page);
  const reference = await checkoutToSimulator(page, { amount: "₹13,750.00" });
  await page.getByRole("button", { name: "Leave pending" }).click();
  await expect(page).toHaveURL(/\/payment-status\?order_id=/);
  await expect(page.getByRole("heading", { name: "Payment Pending" })).toBeVisible();
  await expect(page.getByText("Your payment is being processed. We will notify you upon confirmation.")).toBeVisible();
  await expect(page.getByText(`Payment reference: ${reference}`)).toBeVisible();

  let asked = 0;
  page.on("request", (request) => {
    if (request.url().includes(`/api/payments/status/${reference}`)) asked += 1;
  });
  await page.getByRole("button", { name: "Check again" }).click();
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "Payment Pending" })).toBeVisible();
  await page.getByRole("link", { name: "Go to My Orders" }).click();
  await expect(page).toHaveURL(/\/buyer-dashboard\/orders$/);
});

test("payment status without an order id says verification failed; an unknown order is not called a success", async ({ page }) => {
  await page.goto("/payment-status");
  await expectToast(page, "Verification Error", "No order ID found. Payment verification failed.");
  await expect(page.locator("main").getByText("No order ID found. Payment verification failed.")).toBeVisible();

  await page.goto("/payment-success?order_id=Unknown_1700000000000");
  await expectToast(page, "Could not find order details. Please contact support.");
  await expect(page.getByRole("heading", { name: "Order details unavailable" })).toBeVisible();
  await expect(page.locator("main").getByText("Could not find order details. Please contact support.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toHaveCount(0);
  await expect(page).toHaveTitle("Payment Status | BulkBazaar");
});

test("signed out, the payment status page asks to log in, and comes back after", async ({ page }) => {
  await page.context().clearCookies();
  const statusPage = "/payment-status?order_id=Unknown_1700000000000";
  await page.goto(statusPage);
  await expectToast(page, "Verification Error", "User not found. Please log in and try again.");
  await expect(page.locator("main").getByText("User not found. Please log in and try again.")).toBeVisible();
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.buyer);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(statusPage);
  await expect(page.locator("main").getByText("User not found. Please log in and try again.")).toHaveCount(0);
});
