import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { createVerifiedAccount } from "./fixtures/accounts";
import { addRiceToCart, addToCart, cartLine, checkoutToSimulator, RICE, signInAsBuyer } from "./fixtures/checkout-flow";
import { placePaidOrder } from "./fixtures/orders";
import { expectToast, toast } from "./fixtures/toasts";

/** Demo data: minimum 5 packs (Ludhiana steel). */
const BOLTS = "Stainless Steel Bolts M10 x 50 (Pack of 100)";
/** Demo data: ₹52,000.00 a bed, minimum 2, 25 in stock; no other journey buys it. */
const BED = "Sheesham Wood King Size Bed with Storage";

/** This test's own buyer: carts are kept on the server, so journeys running alongside must not share one. */
let buyer: { email: string; password: string };
test.beforeEach(async ({ page }) => {
  await page.goto("/");
  buyer = await signInAsBuyer(page);
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
  // Never more than one checkout line may hold (the stock is checked when the cart is shown and at checkout).
  await quantity.fill("2000000");
  await expect(line.getByText(/^Enter a number of at most \d+\.$/)).toBeVisible();
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await quantity.blur();
  await expect(quantity).toHaveValue("49");
  await expect(page.getByText("Enter a PIN code", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("textbox", { name: `Quantity of ${RICE}` })).toHaveValue("49");
  await page.getByRole("button", { name: `Remove ${RICE}` }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/products");
});

test("online checkout paid in the simulator: success page lists the order, only the paid lines leave the cart, once", async ({ page }) => {
  test.slow(); // a whole journey, twice through checkout
  await addRiceToCart(page);
  await page.goto("/checkout");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(buyer.email);
  await expect(page.getByLabel("Billing address same as shipping")).toBeChecked();
  await expect(page.getByRole("region", { name: "Order from Annapurna Foods Wholesale" })).toContainText(RICE);
  // The form refuses what the server would refuse, and says why.
  await page.getByLabel("Mobile Number").fill("12345");
  await page.getByRole("button", { name: "Pay ₹13,750.00" }).click();
  await expect(page.getByText("Enter a valid 10-digit Indian mobile number.")).toBeVisible();
  await expect(page.getByText("Enter a valid 6-digit PIN code.")).toBeVisible();

  await checkoutToSimulator(page, { amount: "₹13,750.00" });
  // While paying, the buyer puts something else in the cart in another tab.
  const otherTab = await page.context().newPage();
  await addToCart(otherTab, BOLTS);
  await otherTab.close();
  await page.getByRole("button", { name: "Pay ₹13,750.00" }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=Sona_Masoori_Rice_\w*_\d{13}_/);
  const paymentOrderId = new URL(page.url()).searchParams.get("order_id")!;
  await expectToast(page, "Order Placed Successfully");
  await expect(page.getByRole("heading", { name: "Thank you! Your order has been placed." })).toBeVisible();
  const order = page.getByRole("listitem").filter({ hasText: "From Annapurna Foods Wholesale" });
  await expect(order).toContainText(`${RICE} × 10`);
  await expect(order).toContainText("Pending");
  await expect(order).toContainText("₹13,750.00");

  const orderLink = order.getByRole("link", { name: /^Order BB-\d{4}-\d{6,}$/ });
  const orderNumber = (await orderLink.innerText()).replace(/^Order /, "");
  await orderLink.click();
  await expect(page).toHaveURL(/\/buyer-dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${orderNumber}`);

  // The order is listed under My Orders.
  await page.goto("/buyer-dashboard/orders");
  const listed = page.getByRole("list", { name: "My Orders" }).getByRole("listitem").filter({ hasText: `Order ${orderNumber}` });
  await expect(listed).toContainText("₹13,750.00");

  await page.goto("/cart");
  await expect(cartLine(page, BOLTS)).toBeVisible();
  await expect(cartLine(page, RICE)).toHaveCount(0);

  // Reopening the payment's link later (its status page leads to the success page) leaves the cart alone.
  await addRiceToCart(page);
  await page.goto(`/payment-status?order_id=${encodeURIComponent(paymentOrderId)}`);
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  await expect(page.getByRole("heading", { name: "Thank you! Your order has been placed." })).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
  await page.goto("/cart");
  await expect(cartLine(page, RICE)).toBeVisible();
  await expect(cartLine(page, BOLTS)).toBeVisible();

  // The details were saved to the profile: the next checkout starts filled in.
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

test("the cart belongs to the account: another account sees none of it, and it is back after signing in again", async ({ page }) => {
  await addRiceToCart(page);
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Logged out successfully");
  await signInAsBuyer(page, await createVerifiedAccount(page.request, "buyer"));
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await signInAsBuyer(page, buyer);
  await page.goto("/cart");
  await expect(cartLine(page, RICE)).toBeVisible();
});

test("paid after the stock ran out: no order, and the refund is followed until it settles", async ({ page, browser }) => {
  test.slow(); // two buyers and a refund that settles a few seconds after it is asked for
  await addToCart(page, BED, 25);
  await checkoutToSimulator(page, { amount: "₹13,00,000.00" });
  // Meanwhile another buyer pays for two of the 25 beds.
  const rival = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const account = await createVerifiedAccount(rival.request, "buyer");
  const signIn = await rival.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: new URL(page.url()).origin } });
  expect(signIn.ok()).toBe(true);
  await placePaidOrder(rival.request, BED, { quantity: 2 });
  await rival.close();

  await page.getByRole("button", { name: "Pay ₹13,00,000.00" }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  // The provider settles the refund a few seconds later; the page keeps asking until it has.
  await expect(page.getByRole("heading", { name: "Payment refunded" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("The ₹13,00,000.00 you paid has been refunded.")).toBeVisible();
  await page.goto("/cart");
  await expect(cartLine(page, BED)).toBeVisible();
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
