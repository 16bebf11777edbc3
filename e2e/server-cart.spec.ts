import { expect, test, type Page } from "./fixtures";
import { createVerifiedAccount } from "./fixtures/accounts";
import { addRiceToCart, cartLine, RICE, signInAsBuyer } from "./fixtures/checkout-flow";
import { adminSession, findProduct } from "./fixtures/orders";
import { buyerSession, freshSellerWithProduct } from "./fixtures/seller-orders";
import { ownProductId } from "./fixtures/seller-catalogue";
import { expectToast } from "./fixtures/toasts";

/** The cart follows the account (kept on the server), "Buy again", and saved delivery addresses at checkout. */

const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;
const quantityOf = (page: Page, name: string) => page.getByRole("textbox", { name: `Quantity of ${name}` });

test("a cart filled as a visitor is the account's after sign-in, and the same on another device", async ({ page, browser }) => {
  const account = await createVerifiedAccount(page.request, "buyer");
  const rice = await findProduct(page.request, RICE);

  // Device 1, signed out: the cart fills in this browser.
  await page.goto(`/product/${rice.id}`);
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("60");
  await page.getByRole("spinbutton", { name: "Quantity" }).press("Enter");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expectToast(page, "Added to cart", `60 × ${RICE}`);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("region", { name: "Order from Annapurna Foods Wholesale" })).toContainText(RICE);

  // Device 2, another browser context signed in to the same account: the same cart.
  const other = await browser.newContext({ baseURL: origin(), locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const otherPage = await other.newPage();
  const signIn = await other.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: origin() } });
  expect(signIn.ok()).toBe(true);
  await otherPage.goto("/cart");
  await expect(otherPage.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await expect(quantityOf(otherPage, RICE)).toHaveValue("60");
  // A change on one device is what the other sees next.
  await quantityOf(otherPage, RICE).fill("70");
  await quantityOf(otherPage, RICE).blur();
  await expect.poll(async () => ((await (await other.request.get("/api/buyer/cart")).json()) as { lines: { quantity: number }[] }).lines[0]?.quantity).toBe(70);
  await other.close();

  await page.goto("/cart");
  await expect(quantityOf(page, RICE)).toHaveValue("70");
  // A third context, after signing in the other way (API): one cart, one line.
  const third = await browser.newContext({ baseURL: origin() });
  expect((await third.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: origin() } })).ok()).toBe(true);
  const lines = ((await (await third.request.get("/api/buyer/cart")).json()) as { lines: { name: string; quantity: number }[] }).lines;
  expect(lines.map((l) => [l.name, l.quantity])).toEqual([[RICE, 70]]);
  await third.close();
});

test("Buy again on a delivered order puts it in the cart at today's price and says what changed", async ({ page, browser }) => {
  test.slow(); // a seller, a buyer and the admin
  const { productName } = await freshSellerWithProduct(page);
  const buyer = await buyerSession(browser);
  const order = await buyer.order(productName);
  const admin = await adminSession(browser);
  await admin.setStatus(order.id, "Delivered");
  await admin.close();

  // The seller raises the price from ₹100.00 to ₹120.00 after the order.
  const productId = await ownProductId(page.request, productName);
  const updated = await page.request.put(`/api/seller/products/${productId}`, {
    data: { name: productName, description: "Made for a test", category: "Kitchenware", stock: 100, minOrderQuantity: 1, price: 12_000, tieredPricing: [], isActive: true, hsnCode: "7323", gstRate: 5 },
    headers: { origin: origin() },
  });
  expect(updated.ok(), await updated.text()).toBe(true);

  const buyerPage = buyer.page;
  await buyerPage.goto("/buyer-dashboard/orders");
  const card = buyerPage.getByRole("list", { name: "My Orders" }).getByRole("listitem").filter({ hasText: order.orderNumber });
  await card.getByRole("button", { name: "Buy again" }).click();
  await expectToast(buyerPage, "Added to cart", `1 product from order ${order.orderNumber} is in your cart.`);
  await expect(buyerPage).toHaveURL(/\/cart$/);
  const notice = buyerPage.getByTestId("cart-changes");
  await expect(notice).toContainText(`What changed since order ${order.orderNumber}`);
  await expect(notice).toContainText(`“${productName}” now costs ₹120.00 a unit (was ₹100.00).`);
  await expect(cartLine(buyerPage, productName)).toContainText("₹120.00 per unit");
  await expect(quantityOf(buyerPage, productName)).toHaveValue("1");

  // From the order's own page too: the quantity adds to the line already there.
  await buyerPage.goto(`/buyer-dashboard/orders/${order.id}`);
  await buyerPage.getByRole("button", { name: "Buy again" }).click();
  await expect(buyerPage).toHaveURL(/\/cart$/);
  await expect(quantityOf(buyerPage, productName)).toHaveValue("2");
  await buyer.close();
});

test("a saved address is chosen at checkout (the default preselected), and a new one can be saved there", async ({ page }) => {
  test.slow(); // two checkouts through the simulator
  await page.goto("/");
  await signInAsBuyer(page);

  // Addresses are kept on the profile page.
  await page.goto("/buyer-dashboard/profile");
  await page.getByRole("button", { name: "Add Address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a delivery address" });
  await dialog.getByLabel("Label").fill("Shop");
  await dialog.getByRole("textbox", { name: "Address", exact: true }).fill("14 Linking Road, Bandra West");
  await dialog.getByRole("textbox", { name: "City", exact: true }).fill("Mumbai");
  await dialog.getByRole("combobox", { name: "State" }).selectOption("Maharashtra");
  await dialog.getByLabel("PIN code").fill("400050");
  await dialog.getByRole("button", { name: "Save Address" }).click();
  await expectToast(page, "Address saved");
  const godown = await page.request.post("/api/buyer/addresses", {
    data: { label: "Godown", address: { address: "Plot 7, MIDC Bhosari", city: "Pune", state: "Maharashtra", zip: "411026", country: "India" } },
    headers: { origin: origin() },
  });
  expect(godown.status()).toBe(201);
  await page.reload();
  const book = page.getByRole("list", { name: "Delivery Addresses" });
  await expect(book.getByRole("listitem", { name: "Shop" })).toContainText("Default");
  await expect(book.getByRole("listitem", { name: "Godown" })).toContainText("Plot 7, MIDC Bhosari, Pune, Maharashtra 411026");

  // Checkout offers them, the default chosen; the buyer picks the godown.
  await addRiceToCart(page);
  await page.goto("/checkout");
  const deliverTo = page.getByRole("group", { name: "Deliver to" });
  await expect(deliverTo.getByRole("radio", { name: /^Shop/ })).toBeChecked();
  await deliverTo.getByRole("radio", { name: /^Godown/ }).check();
  await page.getByLabel("First Name").fill("Asha");
  await page.getByLabel("Last Name").fill("Patel");
  await page.getByLabel("Mobile Number").fill("98765 43210");
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/simulator\/checkout\//);
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your order has been placed." })).toBeVisible();
  const orders = (await (await page.request.get("/api/buyer/orders")).json()) as { orders: { id: string }[] };
  const placed = (await (await page.request.get(`/api/buyer/orders/${orders.orders[0]!.id}`)).json()) as { shippingAddress: { city: string; zip: string } };
  expect(placed.shippingAddress).toMatchObject({ city: "Pune", zip: "411026" });

  // A new address typed at checkout, saved under a label for next time.
  await addRiceToCart(page);
  await page.goto("/checkout");
  await page.getByRole("group", { name: "Deliver to" }).getByRole("radio", { name: "A new address" }).check();
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("3 Park Street");
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Kolkata");
  await page.getByRole("combobox", { name: "State", exact: true }).selectOption("West Bengal");
  await page.getByLabel("PIN Code").fill("700016");
  await page.getByLabel("Save this address to my delivery addresses").check();
  await page.getByLabel("Label for this address").fill("Kolkata office");
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/simulator\/checkout\//);
  const saved = (await (await page.request.get("/api/buyer/addresses")).json()) as { addresses: { label: string }[] };
  expect(saved.addresses.map((a) => a.label)).toEqual(["Shop", "Godown", "Kolkata office"]);
});
