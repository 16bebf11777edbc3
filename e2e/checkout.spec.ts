import type { APIRequestContext, Page } from "@playwright/test";
import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { expectToast } from "./fixtures/toasts";

/** Demo data: Sona Masoori Rice ₹1,375.00 a bag, minimum 10, ₹1,320.00 from 50 bags (Annapurna Foods Wholesale). */
const RICE = "Sona Masoori Rice, 25 kg Bag";

async function productId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get("/api/public/products", { params: { q: name } });
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  return items.find((p) => p.name === name)!.id;
}

/** Signs the demo buyer in through the API (the browser context keeps the session cookie). */
async function signInAsBuyer(page: Page) {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: "buyer@bulkbazaar.test", password: "Demo@12345" },
    headers: { origin: new URL(page.url() === "about:blank" ? "http://127.0.0.1" : page.url()).origin },
  });
  expect(res.ok()).toBe(true);
}

async function addRiceToCart(page: Page) {
  await page.goto(`/product/${await productId(page.request, RICE)}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expectToast(page, "Added to cart");
}

async function fillCheckoutDetails(page: Page) {
  await page.getByLabel("First Name").fill("Asha");
  await page.getByLabel("Last Name").fill("Patel");
  await page.getByLabel("Mobile Number").fill("98765 43210");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("14 Linking Road, Bandra West");
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Mumbai");
  await page.getByRole("combobox", { name: "State", exact: true }).selectOption("Maharashtra");
  await page.getByLabel("PIN Code").fill("400050");
}

/** From the cart to the simulator's hosted page, paying `amount`. */
async function checkoutToSimulator(page: Page, options: { cod?: boolean; amount: string }) {
  await page.goto("/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillCheckoutDetails(page);
  if (options.cod) await page.getByLabel(/Cash on Delivery/).check();
  await page.getByRole("button", { name: `Pay ${options.amount}` }).click();
  await expect(page).toHaveURL(/\/simulator\/checkout\//);
  await expect(page.getByRole("heading", { name: "Cashfree payment simulator" })).toBeVisible();
  await expect(page.getByText(options.amount, { exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await signInAsBuyer(page);
});

test("cart: tier price follows the quantity, which never goes below the minimum order", async ({ page }) => {
  await addRiceToCart(page);
  await page.goto("/cart");
  await expect(page).toHaveTitle("Cart | BulkBazaar");
  const line = page.getByRole("listitem").filter({ hasText: RICE });
  await expect(line).toContainText("Sold by Annapurna Foods Wholesale");
  await expect(line).toContainText("₹1,375.00 per unit");
  await expect(line).toContainText("₹13,750.00");
  await expect(line.getByRole("button", { name: `Decrease quantity of ${RICE}` })).toBeDisabled();

  const quantity = line.getByRole("textbox", { name: `Quantity of ${RICE}` });
  await quantity.fill("50");
  await expect(line).toContainText("₹1,320.00 per unit");
  await expect(line).toContainText("Bulk price for 50+ units");
  await expect(line).toContainText("₹66,000.00");
  await line.getByRole("button", { name: `Decrease quantity of ${RICE}` }).click();
  await expect(line).toContainText("₹1,375.00 per unit");
  await expect(line).toContainText("₹67,375.00");

  await quantity.fill("5");
  await expect(line.getByText("Enter a number of at least 10.")).toBeVisible();
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await quantity.blur();
  await expect(quantity).toHaveValue("49");
  await expect(page.getByText("Calculated at checkout")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("textbox", { name: `Quantity of ${RICE}` })).toHaveValue("49");
  await page.getByRole("button", { name: `Remove ${RICE}` }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/products");
});

test("online checkout paid in the simulator: success page lists the order, the cart is emptied", async ({ page }) => {
  test.slow(); // a whole journey, twice through checkout
  await addRiceToCart(page);
  await page.goto("/checkout");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("buyer@bulkbazaar.test");
  await expect(page.getByLabel("Billing address same as shipping")).toBeChecked();
  await expect(page.getByRole("region", { name: "Order from Annapurna Foods Wholesale" })).toContainText(RICE);
  // The form refuses what the server would refuse, and says why.
  await page.getByLabel("Mobile Number").fill("12345");
  await page.getByRole("button", { name: "Pay ₹13,750.00" }).click();
  await expect(page.getByText("Enter a valid 10-digit Indian mobile number.")).toBeVisible();
  await expect(page.getByText("Enter a valid 6-digit PIN code.")).toBeVisible();

  await checkoutToSimulator(page, { amount: "₹13,750.00" });
  await page.getByRole("button", { name: "Pay ₹13,750.00" }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=Sona_Masoori_Rice_\w*_\d{13}_/);
  await expectToast(page, "Order Placed Successfully");
  await expect(page.getByRole("heading", { name: "Thank you! Your order has been placed." })).toBeVisible();
  const order = page.getByRole("listitem").filter({ hasText: "From Annapurna Foods Wholesale" });
  await expect(order).toContainText(`${RICE} × 10`);
  await expect(order).toContainText("Pending");
  await expect(order).toContainText("₹13,750.00");

  await order.getByRole("link", { name: /^Order #/ }).click();
  await expect(page).toHaveURL(/\/buyer-dashboard\/orders\/[0-9a-f-]{36}$/);
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

  // The details were saved to the profile: the next checkout starts filled in.
  await addRiceToCart(page);
  await page.goto("/checkout");
  await expect(page.getByLabel("First Name")).toHaveValue("Asha");
  await expect(page.getByLabel("PIN Code")).toHaveValue("400050");
});

test("cash on delivery: 10% advance now, the rest due on delivery", async ({ page }) => {
  await addRiceToCart(page);
  await page.goto("/checkout");
  await page.getByLabel(/Cash on Delivery/).check();
  await expect(page.getByTestId("checkout-total")).toHaveText("₹13,750.00");
  await expect(page.getByTestId("checkout-advance")).toHaveText("₹1,375.00");
  await expect(page.getByTestId("checkout-due")).toHaveText("₹12,375.00");

  await checkoutToSimulator(page, { cod: true, amount: "₹1,375.00" });
  await page.getByRole("button", { name: "Pay ₹1,375.00" }).click();
  await expect(page).toHaveURL(/\/payment-success/);
  const order = page.getByRole("listitem").filter({ hasText: "From Annapurna Foods Wholesale" });
  await expect(order).toContainText("Paid online₹1,375.00");
  await expect(order).toContainText("Due on delivery₹12,375.00");
});

test("failed payment: failure page, then Try Again returns to checkout with the cart intact", async ({ page }) => {
  await addRiceToCart(page);
  await checkoutToSimulator(page, { amount: "₹13,750.00" });
  await page.getByRole("button", { name: "Fail payment" }).click();
  await expect(page).toHaveURL(/\/payment-failure/);
  await expectToast(page, "Payment Failed", "Payment failed with status: FAILED. Please try again.");
  await expect(page.getByText("Payment failed with status: FAILED. Please try again.").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("region", { name: "Order from Annapurna Foods Wholesale" })).toContainText(RICE);
  await expect(page.getByRole("button", { name: "Pay ₹13,750.00" })).toBeEnabled();
});

test("pending payment: the status page says it is being processed", async ({ page }) => {
  await addRiceToCart(page);
  await checkoutToSimulator(page, { amount: "₹13,750.00" });
  await page.getByRole("button", { name: "Leave pending" }).click();
  await expect(page).toHaveURL(/\/payment-status\?order_id=/);
  await expect(page.getByRole("heading", { name: "Payment Pending" })).toBeVisible();
  await expect(page.getByText("Your payment is being processed. We will notify you upon confirmation.")).toBeVisible();
});

test("payment status without an order id says verification failed", async ({ page }) => {
  await page.goto("/payment-status");
  await expect(page.getByText("No order ID found. Payment verification failed.")).toBeVisible();
  await page.goto("/payment-success?order_id=Unknown_1700000000000");
  await expect(page.getByText("Could not find order details. Please contact support.")).toBeVisible();
});

test("cart, checkout and the simulator fit a 360 px phone screen", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await addRiceToCart(page);
  const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await page.goto("/cart");
  await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeVisible();
  await fits();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("button", { name: "Pay ₹13,750.00" })).toBeVisible();
  await fits();
  await checkoutToSimulator(page, { amount: "₹13,750.00" });
  await fits();
  await page.getByRole("button", { name: "Pay ₹13,750.00" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your order has been placed." })).toBeVisible();
  await fits();
});
