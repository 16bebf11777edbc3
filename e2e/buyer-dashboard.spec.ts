import type { Locator, Page } from "@playwright/test";
import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { adminSession, findProduct, placePaidOrder, sellerSession, signInFreshBuyer } from "./fixtures/orders";
import { expectToast } from "./fixtures/toasts";

/** Annapurna Foods Wholesale (seller3) lists all of these; each order below is one product at its minimum order. */
const ANNAPURNA = "seller3@bulkbazaar.test";
const RICE = "Sona Masoori Rice, 25 kg Bag"; // ₹1,375 × 10
const OIL = "Cold Pressed Groundnut Oil, 15 L Tin"; // ₹2,650 × 5
const DAL = "Toor Dal, 30 kg Bag"; // ₹3,450 × 5
const TEA = "Nilgiri CTC Tea, 1 kg Pack"; // ₹285 × 20
const MASALA = "Madras Sambar Masala, 100 g (Box of 50)"; // ₹1,150 × 4

const orderStatus = (page: Page) => page.getByRole("status", { name: "Order status" });

let buyerEmail = "";
test.beforeEach(async ({ page }) => {
  await page.goto("/");
  buyerEmail = (await signInFreshBuyer(page)).email;
});

test("dashboard: totals by status and the 4 most recent orders; the list; an order's details", async ({ page }) => {
  const placed = [];
  for (const name of [RICE, OIL, DAL, TEA]) placed.push(await placePaidOrder(page.request, name));
  const cod = await placePaidOrder(page.request, MASALA, { paymentMethod: "cod" });
  placed.push(cod);

  await page.goto("/buyer-dashboard");
  await expect(page).toHaveTitle("Buyer Dashboard | BulkBazaar");
  await expect(page.getByText("Total Orders").locator("..")).toContainText("5");
  // What was paid: the four online orders in full and the COD order's 10% advance (its balance is not paid yet).
  const codAdvance = Math.floor((cod.totalAmount * 10 + 50) / 100); // 10%, half-up to the paisa
  const spent = placed.slice(0, 4).reduce((sum, order) => sum + order.totalAmount, 0) + codAdvance;
  const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(spent / 100);
  await expect(page.getByText("Total Spent").locator("..")).toContainText(rupees);
  const recent = page.getByRole("list", { name: "Recent Orders" }).getByRole("listitem");
  await expect(recent).toHaveCount(4);
  await expect(recent.first()).toContainText(`Order ${cod.orderNumber}`);
  await expect(recent.first()).toContainText("Annapurna Foods Wholesale");
  await expect(recent.first()).toContainText("Cash on Delivery");
  await expect(recent.first()).toContainText("Pending");
  await expect(recent.last()).toContainText(`Order ${placed[1]!.orderNumber}`); // the oldest (rice) is not among the 4

  await page.getByRole("link", { name: "View All Orders" }).click();
  await expect(page).toHaveURL(/\/buyer-dashboard\/orders$/);
  const rows = page.getByRole("list", { name: "My Orders" }).getByRole("listitem");
  await expect(rows).toHaveCount(5);
  await expect(rows.last()).toContainText(`Order ${placed[0]!.orderNumber}`);
  await expect(rows.last()).toContainText("₹13,750.00");
  await expect(rows.last().getByTestId("order-first-item")).toHaveText(RICE);
  await expect(rows.last()).toContainText("Online");
  await page.getByLabel("Status").selectOption("Delivered");
  await expect(page.getByRole("heading", { name: "No Delivered orders" })).toBeVisible();
  await page.getByLabel("Status").selectOption("Pending");
  await expect(rows).toHaveCount(5);

  await rows.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/buyer-dashboard/orders/${cod.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${cod.orderNumber}`);
  await expect(orderStatus(page)).toContainText("Pending");
  const product = await findProduct(page.request, MASALA);
  await expect(page.getByRole("link", { name: MASALA })).toHaveAttribute("href", `/product/${product.id}`);
  await expect(page.getByText("4 × ₹1,150.00")).toBeVisible();
  await expect(page.getByText("Annapurna Foods Wholesale")).toBeVisible();
  await expect(page.getByText("14 Linking Road, Bandra West").first()).toBeVisible();
  const payment = page.getByRole("definition");
  await expect(payment.filter({ hasText: "Cash on Delivery" })).toBeVisible();
  // 4 × ₹1,150 to another state: the demo seller's ₹15 a unit of freight is part of the total and of the advance.
  await expect(page.getByRole("term").filter({ hasText: "Freight (included)" }).locator("..")).toContainText("₹60.00");
  await expect(page.getByRole("term").filter({ hasText: "Expected delivery" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Paid online" }).locator("..")).toContainText("₹466.00");
  await expect(page.getByRole("term").filter({ hasText: "Due on delivery" }).locator("..")).toContainText("₹4,194.00");
  await expect(page.getByText("Order placed")).toBeVisible();
});

test("cancel through the confirmation dialog, by keyboard: cancelled, refunded, recorded", async ({ page }) => {
  const order = await placePaidOrder(page.request, RICE);
  await page.goto(`/buyer-dashboard/orders/${order.id}`);
  const cancel = page.getByRole("button", { name: "Cancel Order" });
  await cancel.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Cancel this order?" });
  await expect(dialog).toContainText("₹13,750.00 paid online will be refunded");
  await expect(dialog.getByRole("button", { name: "Keep order" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(orderStatus(page)).toContainText("Pending");

  await cancel.focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Keep order" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Yes, cancel order" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectToast(page, "Order cancelled", `Order ${order.orderNumber} has been cancelled.`);
  await expect(orderStatus(page)).toContainText("Cancelled");
  await expect(page.getByText("₹13,750.00 refunded")).toBeVisible();
  await expect(page.getByText("Cancelled by you")).toBeVisible();
  await expect(cancel).toHaveCount(0);
});

test("a cancellation the server refuses says why, and the page shows the order as it now is", async ({ page, browser }) => {
  // No live updates on this page, so it still offers Cancel Order after the order has moved on.
  await page.route("**/api/buyer/events", (route) => route.fulfill({ status: 200, contentType: "text/event-stream", body: "retry: 60000\n\n" }));
  const order = await placePaidOrder(page.request, TEA);
  await page.goto(`/buyer-dashboard/orders/${order.id}`);
  await expect(orderStatus(page)).toContainText("Pending");
  const admin = await adminSession(browser);
  await admin.setStatus(order.id, "Shipped");
  await admin.close();

  await page.getByRole("button", { name: "Cancel Order" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel order" }).click();
  await expectToast(page, "Cancellation Failed", "This order can no longer be cancelled because it is already Shipped.");
  await expect(orderStatus(page)).toContainText("Shipped");
  await expect(page.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);
});

test("a status change made by the seller appears live on the open page, then in the list", async ({ page, browser }) => {
  const order = await placePaidOrder(page.request, DAL);
  await page.goto(`/buyer-dashboard/orders/${order.id}`);
  await expect(orderStatus(page)).toContainText("Pending");
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const seller = await sellerSession(browser, ANNAPURNA);
  await seller.setStatus(order.id, "Processing");
  await expect(orderStatus(page)).toContainText("Processing", { timeout: 10_000 });
  await expect(page.getByText("Processing by the seller")).toBeVisible();

  await page.getByRole("navigation", { name: "Buyer dashboard" }).getByRole("link", { name: "My Orders" }).click();
  const row = page.getByRole("listitem").filter({ hasText: `Order ${order.orderNumber}` });
  await expect(row).toContainText("Processing");
  await seller.setStatus(order.id, "Packaging");
  await expect(row).toContainText("Packaging", { timeout: 10_000 });
  await seller.close();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true); // never reloaded
});

test("a missing order, or someone else's, shows Order not found", async ({ page }) => {
  await page.goto("/buyer-dashboard/orders/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/buyer-dashboard$/);
  await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();

  const theirs = await placePaidOrder(page.request, TEA);
  await signInFreshBuyer(page); // another buyer on the same browser
  await page.goto(`/buyer-dashboard/orders/${theirs.id}`);
  await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  await expect(page.getByText(theirs.orderNumber)).toHaveCount(0);
});

test("a return or exchange is requested for some units of an item of a delivered order, until none remain", async ({ page, browser }) => {
  const order = await placePaidOrder(page.request, OIL);
  const admin = await adminSession(browser);
  await admin.setStatus(order.id, "Delivered");
  await admin.close();

  await page.goto(`/buyer-dashboard/orders/${order.id}`);
  await expect(orderStatus(page)).toContainText("Delivered");
  await page.getByRole("button", { name: "Return or Exchange" }).click();
  const dialog = page.getByRole("dialog", { name: "Return or exchange an item" });
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByText("Please give a reason.")).toBeVisible();
  await dialog.getByLabel("Exchange").check();
  await dialog.getByLabel("Quantity").fill("6");
  await dialog.getByLabel("Reason").fill("Two tins arrived dented and leaking.");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(dialog.getByText("Only 5 can still be returned or exchanged.")).toBeVisible(); // 5 tins were ordered
  await dialog.getByLabel("Quantity").fill("5");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expectToast(page, "Request submitted", "The seller will review your exchange request.");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Exchange of 5 units requested")).toBeVisible();
  await expect(page.getByText("Two tins arrived dented and leaking.")).toBeVisible();
  // Every unit is asked for: no further request is offered.
  await expect(page.getByRole("button", { name: "Return or Exchange" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Exchange of 5 units requested")).toBeVisible();
});

test("profile settings: validated, saved, still there after a reload; email read-only", async ({ page }) => {
  await page.goto("/buyer-dashboard/profile");
  await expect(page.getByLabel("Email")).toHaveValue(buyerEmail);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await page.getByLabel("First name").fill("Meera");
  await page.getByLabel("Last name").fill("Nair");
  await page.getByLabel("Mobile number").fill("12345");
  const shipping = page.getByRole("group", { name: "Shipping address" });
  await shipping.getByLabel("Address").fill("7 Marine Drive, Ernakulam");
  await shipping.getByLabel("City").fill("Kochi");
  await shipping.getByLabel("State").selectOption("Kerala");
  await shipping.getByLabel("PIN code").fill("68201");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Enter a valid 10-digit Indian mobile number.")).toBeVisible();
  await expect(page.getByText("Enter a valid 6-digit PIN code.")).toBeVisible();

  await page.getByLabel("Mobile number").fill("+91 94470 12345");
  await shipping.getByLabel("PIN code").fill("682011");
  await page.getByLabel("Billing address is the same as shipping").uncheck();
  const billing = page.getByRole("group", { name: "Billing address" });
  await billing.getByLabel("Address").fill("Accounts, 2 MG Road");
  await billing.getByLabel("City").fill("Kochi");
  await billing.getByLabel("State").selectOption("Kerala");
  await billing.getByLabel("PIN code").fill("682016");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile updated");

  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Meera");
  await expect(page.getByLabel("Mobile number")).toHaveValue("9447012345");
  await expect(page.getByRole("group", { name: "Shipping address" }).getByLabel("State")).toHaveValue("Kerala");
  await expect(page.getByLabel("Billing address is the same as shipping")).not.toBeChecked();
  await expect(page.getByRole("group", { name: "Billing address" }).getByLabel("Address")).toHaveValue("Accounts, 2 MG Road");
});

test("wishlist: saved from the product page, listed with price and stock, add to cart at the minimum order, remove", async ({ page }) => {
  const tea = await findProduct(page.request, TEA);
  await page.goto(`/product/${tea.id}`);
  await page.getByRole("button", { name: "Add to Wishlist" }).click();
  await expectToast(page, "Added to wishlist");
  await expect(page.getByRole("button", { name: "Saved to Wishlist" })).toBeVisible();

  await page.goto("/buyer-dashboard/wishlist");
  const item = page.getByRole("list", { name: "Wishlist" }).getByRole("listitem").filter({ hasText: TEA });
  await expect(item).toContainText("₹285.00 per unit");
  await expect(item).toContainText("Min. order: 20 units");
  await expect(item).toContainText("in stock");
  await item.getByRole("button", { name: "Add to Cart" }).click();
  await expectToast(page, "Added to cart", `20 × ${TEA}`);

  await item.getByRole("button", { name: `Remove ${TEA} from wishlist` }).click();
  await expectToast(page, "Removed from wishlist");
  await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("textbox", { name: `Quantity of ${TEA}` })).toHaveValue("20");
});

test("at 360 px wide the dashboard, the list and an order fit the screen", async ({ page }) => {
  const order = await placePaidOrder(page.request, RICE);
  await page.setViewportSize(PHONE_VIEWPORT);
  for (const path of ["/buyer-dashboard", "/buyer-dashboard/orders", `/buyer-dashboard/orders/${order.id}`]) {
    await page.goto(path);
    await expect(page.getByText(`Order ${order.orderNumber}`).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test("order lists name the first product with its picture and how many more, for the buyer and for the seller", async ({ page, browser }) => {
  const order = await placePaidOrder(page.request, [TEA, RICE, OIL]);
  const expectFirstItem = async (row: Locator) => {
    await expect(row.getByTestId("order-first-item")).toHaveText(`${OIL}+ 2 more`); // by name, as the order page lists them
    const picture = row.locator("img");
    await expect(picture).toHaveAttribute("src", /.+/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  };
  for (const path of ["/buyer-dashboard", "/buyer-dashboard/orders"]) {
    await page.goto(path);
    await expectFirstItem(page.getByRole("listitem").filter({ hasText: `Order ${order.orderNumber}` }));
  }

  const context = await browser.newContext();
  const sellerPage = await context.newPage();
  await sellerPage.goto("/");
  const signIn = await sellerPage.request.post("/api/auth/sign-in/email", {
    data: { email: ANNAPURNA, password: "Demo@12345" },
    headers: { origin: new URL(sellerPage.url()).origin },
  });
  expect(signIn.ok()).toBe(true);
  await sellerPage.goto("/seller-dashboard/orders");
  await expectFirstItem(sellerPage.getByRole("listitem").filter({ hasText: order.orderNumber }));
  await context.close();
});

test("at 360 px every item of the dashboard menu is in sight, none cut off", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto("/buyer-dashboard");
  const menu = page.getByRole("navigation", { name: "Buyer dashboard" });
  const items = [
    menu.getByRole("link", { name: "Dashboard" }),
    menu.getByRole("link", { name: "My Orders" }),
    menu.getByRole("link", { name: "Profile Settings" }),
    menu.getByRole("link", { name: "Wishlist" }),
    menu.getByRole("link", { name: "My Cart" }),
    menu.getByRole("button", { name: "Logout" }),
  ];
  for (const item of items) {
    await expect(item).toBeVisible();
    await expect(item).toBeInViewport({ ratio: 1 });
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // Nothing scrolls sideways, in the menu or the page.
  expect(await menu.evaluate((nav) => [...nav.querySelectorAll("*")].every((el) => el.scrollWidth <= el.clientWidth))).toBe(true);
  await menu.getByRole("link", { name: "Wishlist" }).click();
  await expect(page).toHaveURL(/\/buyer-dashboard\/wishlist$/);
});
