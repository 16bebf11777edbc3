import { expect, PHONE_VIEWPORT, test, type Page } from "./fixtures";
import { loginAs } from "./fixtures/accounts";
import { addRiceToCart } from "./fixtures/checkout-flow";
import { adminSession, placePaidOrder, signInFreshBuyer } from "./fixtures/orders";
import { expectPhoneFriendly } from "./fixtures/phone-layout";
import { samplePhoto } from "./fixtures/seller-catalogue";
import { buyerSession, freshSellerWithProduct } from "./fixtures/seller-orders";
import { toast } from "./fixtures/toasts";

/**
 * Every seller and admin screen, their main dialogs, and the public and buyer screens with the controls phones
 * struggled with (footer links, the price slider, the cart, the checkout checkbox, a toast), on a 360 × 740 phone:
 * none scrolls sideways, and every visible target is at least 40 × 40 px (fixtures/phone-layout.ts measures them).
 */

test.use({ viewport: PHONE_VIEWPORT });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/** Checks the open dialog, then closes it with Escape. */
async function checkDialog(page: Page, screen: string, role: "dialog" | "alertdialog" = "dialog") {
  const dialog = page.getByRole(role);
  await expect(dialog).toBeVisible();
  await expectPhoneFriendly(page, screen);
  // The dialog fits the screen and scrolls up and down inside it, never sideways (fields cut off at its right edge).
  const fit = await dialog.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, left: box.left, right: box.right, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
  });
  expect.soft(fit.scrollWidth, `${screen}: the dialog scrolls sideways`).toBeLessThanOrEqual(fit.clientWidth);
  expect.soft([fit.top >= 0, fit.left >= 0, fit.bottom <= PHONE_VIEWPORT.height, fit.right <= PHONE_VIEWPORT.width], `${screen}: the dialog fits the screen`).toEqual([true, true, true, true]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

test("the seller's screens and dialogs fit a 360 px phone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A seller of its own with an order, delivered and returned, so orders, returns and payouts have rows.
  const { productName } = await freshSellerWithProduct(page);
  const buyer = await buyerSession(browser);
  const order = await buyer.order(productName, "cod");
  const admin = await adminSession(browser);
  await admin.setStatus(order.id, "Delivered");
  await admin.close();
  await buyer.requestReturn(order.id, "Two pieces arrived chipped.");
  await buyer.close();

  await open(page, "/seller-dashboard");
  await expectPhoneFriendly(page, "seller home");
  await page.getByRole("button", { name: "Open seller menu" }).click();
  await checkDialog(page, "seller menu");

  await open(page, "/seller-dashboard/products");
  await expect(page.getByText(productName).first()).toBeVisible();
  await expectPhoneFriendly(page, "seller products");
  await page.getByRole("button", { name: `Edit ${productName}` }).click();
  await expect(page.getByRole("dialog", { name: "Edit Product" }).getByLabel("Product Name")).toHaveValue(productName);
  await checkDialog(page, "edit product dialog");
  await page.getByRole("button", { name: `Delete ${productName}` }).click();
  await checkDialog(page, "delete product dialog", "alertdialog");

  await page.getByRole("button", { name: "Add Product" }).first().click();
  const add = page.getByRole("dialog", { name: "Add Product" });
  await add.locator("input[type=file]").first().setInputFiles([await samplePhoto(), await samplePhoto(), await samplePhoto()]);
  await expect(add.getByRole("list", { name: "Media in display order" }).getByRole("listitem")).toHaveCount(3);
  // With photos added, the dialog scrolls inside the screen down to its last field and its Save button.
  const save = add.getByRole("button", { name: "Save Product" });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await checkDialog(page, "add product dialog with photos");

  await page.getByRole("button", { name: "Import CSV" }).click();
  await checkDialog(page, "CSV import dialog");

  await open(page, "/seller-dashboard/orders");
  const orders = page.getByRole("list", { name: "Your orders" });
  await orders.getByRole("button", { expanded: false }).first().click();
  await expect(orders.getByRole("button", { expanded: true })).toHaveCount(1);
  await expect(orders.getByRole("combobox").first()).toBeVisible();
  await expectPhoneFriendly(page, "seller orders, one expanded");

  await open(page, "/seller-dashboard/returns");
  await expectPhoneFriendly(page, "seller returns");
  await page.getByRole("button", { name: /^Approve the/ }).first().click();
  await checkDialog(page, "approve return dialog", "alertdialog");
  await page.getByRole("button", { name: /^Approve the/ }).first().click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Approve" }).click();
  await page.getByRole("button", { name: /^Mark completed/ }).first().click();
  await checkDialog(page, "complete return dialog", "alertdialog");

  await open(page, "/seller-dashboard/payouts");
  await expectPhoneFriendly(page, "seller payouts");
  await page.getByRole("button", { name: /^Raise Query/ }).first().click();
  await checkDialog(page, "raise payout query dialog");

  for (const [screen, path] of [
    ["seller buy leads", "/seller-dashboard/buy-leads"],
    ["seller subscription", "/seller-dashboard/subscription"],
    ["seller settings", "/seller-dashboard/settings"],
    ["seller enquiries", "/seller-dashboard/enquiries"],
  ] as const) {
    await open(page, path);
    await expectPhoneFriendly(page, screen);
  }
  await open(page, "/seller-dashboard/subscription");
  await page.getByRole("button", { name: "Contact Sales" }).first().click();
  await checkDialog(page, "contact sales dialog");
});

test("the admin's screens and dialogs fit a 360 px phone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A delivered order of a fresh seller, so payouts and logistics have a row this test can open.
  const seller = await browser.newPage();
  const { productName } = await freshSellerWithProduct(seller);
  const buyer = await buyerSession(browser);
  const order = await buyer.order(productName);
  await buyer.close();
  const admin = await adminSession(browser);
  await admin.setStatus(order.id, "Shipped");
  await admin.close();
  await seller.close();

  await loginAs(page, "admin");
  for (const [screen, path] of [
    ["admin dashboard", "/admin-dashboard"],
    ["admin users", "/admin-dashboard/users"],
    ["admin products", "/admin-dashboard/products"],
    ["admin orders", "/admin-dashboard/products?tab=orders"],
    ["admin logistics", "/admin-dashboard/logistics"],
    ["admin payouts", "/admin-dashboard/payouts"],
    ["admin subscriptions", "/admin-dashboard/subscriptions"],
    ["admin settings", "/admin-dashboard/settings"],
    ["admin tools", "/admin-dashboard/admin-management"],
    ["admin audit log", "/admin-dashboard/audit-log"],
    ["admin conversations", "/admin-dashboard/conversations"],
  ] as const) {
    await open(page, path);
    await expectPhoneFriendly(page, screen);
  }

  await open(page, "/admin-dashboard/users");
  await page.getByRole("button", { name: "Details" }).first().click();
  await checkDialog(page, "admin company details dialog");

  await open(page, "/admin-dashboard/products");
  await page.getByRole("button", { name: /^Edit / }).first().click();
  await checkDialog(page, "admin edit product dialog");

  await open(page, "/admin-dashboard/logistics");
  await page.getByRole("button", { name: /^Update the shipment/ }).first().click();
  await checkDialog(page, "admin shipment dialog");

  await open(page, "/admin-dashboard/subscriptions");
  await page.getByRole("button", { name: "New plan" }).click();
  await checkDialog(page, "admin plan form");

  await open(page, "/admin-dashboard/payouts");
  await page.getByRole("combobox", { name: /^Payout status of order/ }).first().selectOption("Paid");
  await checkDialog(page, "admin payout update dialog");
});

test("the public and buyer screens fit a 360 px phone", async ({ page }) => {
  test.setTimeout(150_000);
  for (const [screen, path] of [
    ["landing, with the footer", "/"],
    ["marketplace, with the price slider", "/products"],
    ["category, with its filters", "/products/category/Apparel"],
    ["about", "/about"],
    ["contact", "/contact"],
    ["login", "/login"],
  ] as const) {
    await open(page, path);
    await expectPhoneFriendly(page, screen);
  }
  await page.getByRole("button", { name: "Open search" }).click();
  await expectPhoneFriendly(page, "header search open");

  await signInFreshBuyer(page);
  const order = await placePaidOrder(page.request, "Toor Dal, 30 kg Bag", { paymentMethod: "cod" });
  await addRiceToCart(page);
  await expect(toast(page)).toBeVisible();
  await expectPhoneFriendly(page, "product page with a toast");

  for (const [screen, path] of [
    ["cart", "/cart"],
    ["checkout", "/checkout"],
    ["buyer dashboard", "/buyer-dashboard"],
    ["my orders", "/buyer-dashboard/orders"],
    ["order detail", `/buyer-dashboard/orders/${order.id}`],
    ["profile settings", "/buyer-dashboard/profile"],
    ["wishlist", "/buyer-dashboard/wishlist"],
  ] as const) {
    await open(page, path);
    await expectPhoneFriendly(page, screen);
  }
});
