import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO_PASSWORD, loginAs } from "./fixtures/accounts";
import { addToCart, signInAsBuyer } from "./fixtures/checkout-flow";

/**
 * Demo data: ₹72.00 a cable, minimum 100 (₹7,200.00), from Bharat Electronics Traders in Hyderabad (500001). Demo
 * sellers charge ₹15 a unit outside their state below ₹10,000 of goods (server/db/seed/demo-shipping.ts): ₹1,500.00
 * to Mumbai; ₹150.00 an order within Hyderabad.
 */
const CABLE = "Type-C Fast Charging Cable 1 m";
const SELLER = "Bharat Electronics Traders";
const SELLER_EMAIL = "seller2@bulkbazaar.test";
/** "Delivery by 3–5 Dec" or "Delivery by 30 Nov – 2 Dec". */
const DELIVERY_BY = /Delivery by \d{1,2}( [A-Z][a-z]+ – |–)\d{1,2} [A-Z][a-z]+/;

test("product page: freight and delivery dates for a PIN code typed, an unknown PIN code refused", async ({ page }) => {
  await addToCart(page, CABLE);
  const estimate = page.getByRole("region", { name: "Delivery to PIN code" });
  const pinCode = estimate.getByRole("textbox", { name: "PIN code" });
  await pinCode.fill("400050");
  await estimate.getByRole("button", { name: "Check", exact: true }).click();
  const answer = estimate.getByTestId("delivery-estimate");
  await expect(answer).toContainText("Freight for the minimum order of 100 units: ₹1,500.00");
  await expect(answer).toContainText("Mumbai, Maharashtra");
  await expect(answer).toContainText(DELIVERY_BY);

  await estimate.getByRole("textbox", { name: "PIN code" }).fill("500081");
  await estimate.getByRole("button", { name: "Check", exact: true }).click();
  await expect(answer).toContainText("Freight for the minimum order of 100 units: ₹150.00");
  await expect(answer).toContainText("Hyderabad, Telangana");

  await estimate.getByRole("textbox", { name: "PIN code" }).fill("999999");
  await estimate.getByRole("button", { name: "Check", exact: true }).click();
  await expect(estimate.getByText("This PIN code is not in India Post's PIN code directory. Check the six digits.")).toBeVisible();
});

/** A browser context of its own (another person's session), as the config's pages are. */
async function otherPerson(browser: Browser) {
  const origin = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;
  const context = await browser.newContext({ baseURL: origin, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  return { context, page: await context.newPage(), origin };
}

test("freight in the cart and at checkout, charged by the server and kept on the placed order", async ({ page, browser }) => {
  test.slow(); // through checkout and the payment simulator
  await page.goto("/");
  await signInAsBuyer(page);
  await addToCart(page, CABLE);

  // The cart: no address yet, so a PIN code is asked for; then the seller's freight and delivery window.
  await page.goto("/cart");
  await expect(page.getByText("Enter a PIN code", { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Delivery PIN code" }).fill("400050");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  const freight = page.getByTestId("cart-freight");
  await expect(freight).toContainText(`Freight from ${SELLER}`);
  await expect(freight).toContainText("₹1,500.00");
  await expect(freight).toContainText(DELIVERY_BY);
  await expect(page.getByTestId("cart-total")).toHaveText("₹8,700.00");
  await expect(page.getByText("Delivering to 400050 (Mumbai, Maharashtra)")).toBeVisible();

  // Checkout: freight for the delivery address's PIN code, per seller, in the total and in what is paid now.
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel("First Name").fill("Asha");
  await page.getByLabel("Last Name").fill("Patel");
  await page.getByLabel("Mobile Number").fill("98765 43210");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("14 Linking Road, Bandra West");
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Mumbai");
  await page.getByRole("combobox", { name: "State", exact: true }).selectOption("Maharashtra");
  await page.getByLabel("PIN Code").fill("400050");
  const group = page.getByRole("region", { name: `Order from ${SELLER}` });
  await expect(group.getByTestId("seller-freight")).toContainText("₹1,500.00");
  await expect(group.getByTestId("seller-delivery")).toContainText(DELIVERY_BY);
  await expect(page.getByTestId("checkout-total")).toHaveText("₹8,700.00");
  await page.getByLabel(/Cash on Delivery/).check();
  // The COD advance is 10% of goods and freight.
  await expect(page.getByTestId("checkout-advance")).toHaveText("₹870.00");
  await expect(page.getByTestId("checkout-due")).toHaveText("₹7,830.00");
  await page.getByRole("button", { name: "Pay ₹870.00" }).click();
  await expect(page).toHaveURL(/\/simulator\/checkout\//);
  await expect(page.getByText("₹870.00", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Pay ₹870.00" }).click();

  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  const order = page.getByRole("listitem").filter({ hasText: `From ${SELLER}` });
  await expect(order).toContainText(`${CABLE} × 100`);
  await expect(order).toContainText("₹8,700.00");

  const { orders } = (await (await page.request.get("/api/buyer/orders")).json()) as { orders: { orderNumber: string }[] };
  const orderNumber = orders[0]!.orderNumber;
  await test.step("the seller's order shows the goods and the freight apart", async () => {
    const seller = await otherPerson(browser);
    const signIn = await seller.context.request.post("/api/auth/sign-in/email", { data: { email: SELLER_EMAIL, password: DEMO_PASSWORD }, headers: { origin: seller.origin } });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    await seller.page.goto("/seller-dashboard/orders");
    await seller.page.getByLabel("Search by order number").fill(orderNumber);
    const card = seller.page.getByRole("list", { name: "Your orders" }).getByRole("listitem").filter({ hasText: orderNumber });
    await card.getByRole("button", { name: new RegExp(orderNumber) }).click();
    await expect(card.getByText("Goods subtotal", { exact: true }).locator("..")).toContainText("₹7,200.00");
    await expect(card.getByText("Freight", { exact: true }).locator("..")).toContainText("₹1,500.00");
    await expect(card.getByText("Order total", { exact: true }).locator("..")).toContainText("₹8,700.00");
    await seller.context.close();
  });
  await test.step("so does the admin's order list", async () => {
    const admin = await otherPerson(browser);
    await loginAs(admin.page, "admin");
    await admin.page.goto("/admin-dashboard/products?tab=orders");
    await admin.page.getByLabel("Search orders").fill(orderNumber);
    await expect(admin.page.getByRole("row").filter({ hasText: orderNumber })).toContainText("Goods ₹7,200.00 · Freight ₹1,500.00");
    await admin.context.close();
  });
});
