import AxeBuilder from "@axe-core/playwright";
import path from "node:path";
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { createVerifiedAccount, DEMO_PASSWORD } from "./fixtures/accounts";
import { findProduct, signInFreshBuyer } from "./fixtures/orders";
import { expectToast } from "./fixtures/toasts";

/** Demo data, Kolkata Books & Paper Co (seller6): journeys elsewhere do not buy or negotiate these. */
const SELLER_EMAIL = "seller6@bulkbazaar.test";
const SELLER = "Kolkata Books & Paper Co";
/** ₹310.00 a pack, minimum 10. */
const ENVELOPES = "Brown Kraft Envelopes 10 x 12 in (Pack of 100)";
/** ₹560.00 a box, minimum 5. */
const POSTER_COLOURS = "Poster Colours 12 Shades (Box of 12 Sets)";
/** ₹145.00 each, minimum 25. */
const REGISTERS = "Hardbound Office Registers 300 Pages";
const PDF_FIXTURE = path.join(import.meta.dirname, "fixtures/files/price-list.pdf");

const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** Journeys fail on a page's errors: a second party's page (another browser context) is watched the same way. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
      errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

async function gotoApp(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === "true" || !document.getElementById("root"));
}

/** The demo seller, signed in in a browser context of its own (the buyer's is the test's page). */
async function sellerPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: origin(), locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const res = await context.request.post("/api/auth/sign-in/email", { data: { email: SELLER_EMAIL, password: DEMO_PASSWORD }, headers: { origin: origin() } });
  expect(res.ok(), await res.text()).toBe(true);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Contact Seller on a product page: fills the dialog (quantity, target price, place, message). */
async function fillEnquiry(page: Page, values: { quantity: string; targetPrice: string; message: string }) {
  const dialog = page.getByRole("dialog", { name: "Get Best Price" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Quantity").fill(values.quantity);
  await dialog.getByLabel("Target unit price (₹, optional)").fill(values.targetPrice);
  await dialog.getByLabel("Delivery city").fill("Mumbai");
  await dialog.getByLabel("Delivery PIN code").fill("400050");
  await dialog.getByLabel("Message").fill(values.message);
  return dialog;
}

/** A conversation started through the API, for journeys about what happens inside one. */
async function startEnquiry(page: Page, productName: string, message: string): Promise<string> {
  const product = await findProduct(page.request, productName);
  const res = await page.request.post("/api/buyer/enquiries", {
    data: { productId: product.id, quantity: product.minOrderQuantity, deliveryCity: "Pune", deliveryPincode: "411001", message },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { threadId: string }).threadId;
}

test("a buyer's enquiry reaches the seller live, the seller quotes below the list price, the buyer accepts and pays the quoted price", async ({ page, browser }) => {
  test.slow(); // two parties, checkout and the payment simulator
  await page.goto("/");
  await signInFreshBuyer(page);
  const seller = await sellerPage(browser);
  await gotoApp(seller.page, "/seller-dashboard/enquiries");
  await expect(seller.page.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();

  // The buyer asks for the best price from the product page.
  const product = await findProduct(page.request, ENVELOPES);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Contact Seller" }).click();
  const dialog = await fillEnquiry(page, { quantity: "40", targetPrice: "280", message: "Best price for 40 packs, delivered to Mumbai?" });
  await expect(dialog.getByLabel("Quantity")).toHaveValue("40");
  await dialog.getByRole("button", { name: "Send enquiry" }).click();
  await expectToast(page, "Enquiry sent");
  await dialog.getByRole("link", { name: "Open conversation" }).click();
  await expect(page).toHaveURL(/\/buyer-dashboard\/enquiries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: ENVELOPES, level: 1 })).toBeVisible();
  await expect(page.getByText("Payment protection applies only to orders placed through checkout on BulkBazaar.")).toBeVisible();

  // The seller sees it arrive without reloading, unread in the list and in the menu.
  const row = seller.page.getByRole("link", { name: ENVELOPES });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("thread-unread")).toHaveText("1 unread");
  const menuLink = seller.page.getByRole("navigation", { name: "Seller dashboard" }).getByRole("link", { name: /Enquiries/ });
  await expect(menuLink.getByTestId("nav-badge")).toBeVisible();
  await row.click();
  const details = seller.page.getByTestId("thread-details");
  await expect(details).toContainText("40");
  await expect(details).toContainText("₹280.00 per unit");
  await expect(details).toContainText("Mumbai, 400050");
  await expect(seller.page.getByTestId("message").last()).toContainText("Best price for 40 packs, delivered to Mumbai?");
  // Opened: read, so the menu's badge goes.
  await expect(menuLink.getByTestId("nav-badge")).toHaveCount(0);

  // The seller quotes ₹289.50 a pack (listed at ₹310.00).
  await seller.page.getByRole("button", { name: "Send quotation" }).click();
  const quoteDialog = seller.page.getByRole("dialog", { name: "Send quotation" });
  await expect(quoteDialog.getByLabel("Product")).toHaveValue(product.id);
  await expect(quoteDialog.getByLabel("Quantity")).toHaveValue("40");
  await quoteDialog.getByLabel("Unit price (₹)").fill("289.50");
  await quoteDialog.getByLabel("Delivery terms (optional)").fill("Dispatch in 3 days, freight paid");
  await quoteDialog.getByRole("button", { name: "Send quotation" }).click();
  await expectToast(seller.page, "Quotation sent");
  await expect(seller.page.getByTestId("quote-card")).toContainText("₹11,580.00");
  await expect(seller.page.getByTestId("quote-state")).toHaveText("Sent");

  // The buyer's open thread shows the card live, and Accept puts the quoted line in the cart.
  const card = page.getByTestId("quote-card");
  await expect(card).toContainText(ENVELOPES);
  await expect(card).toContainText("₹289.50");
  await expect(card).toContainText("₹11,580.00");
  await expect(card).toContainText("Dispatch in 3 days, freight paid");
  await card.getByRole("button", { name: "Accept quotation" }).click();
  await expectToast(page, "Quotation accepted");
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: ENVELOPES, exact: true }) });
  await expect(line).toContainText("Quoted price");
  await expect(line).toContainText("₹289.50 per unit");
  await expect(line.getByTestId("quoted-quantity")).toHaveText("Quantity: 40 (fixed by the quotation)");
  await expect(line.getByRole("textbox", { name: `Quantity of ${ENVELOPES}` })).toHaveCount(0);
  await expect(line).toContainText("₹11,580.00");
  // The seller's card follows.
  await expect(seller.page.getByTestId("quote-state")).toHaveText("Accepted");

  // Checkout charges the quote, paid in the simulator.
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel("First Name").fill("Asha");
  await page.getByLabel("Last Name").fill("Patel");
  await page.getByLabel("Mobile Number").fill("98765 43210");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("14 Linking Road, Bandra West");
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Mumbai");
  await page.getByRole("combobox", { name: "State", exact: true }).selectOption("Maharashtra");
  await page.getByLabel("PIN Code").fill("400050");
  await page.getByRole("button", { name: "Pay ₹11,580.00" }).click();
  await expect(page).toHaveURL(/\/simulator\/checkout\//);
  await page.getByRole("button", { name: "Pay ₹11,580.00" }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  const order = page.getByRole("listitem").filter({ hasText: `From ${SELLER}` });
  await expect(order).toContainText(`${ENVELOPES} × 40`);
  await order.getByRole("link", { name: /^Order BB-/ }).click();
  await expect(page).toHaveURL(/\/buyer-dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText("40 × ₹289.50")).toBeVisible();

  // Used once: the cart no longer holds it, and the card says Ordered.
  await expect(seller.page.getByTestId("quote-state")).toHaveText("Ordered");
  expect(seller.errors).toEqual([]);
  await seller.context.close();
});

test("a visitor's Contact Seller: sign in, and back on the product with the dialog open and the text kept", async ({ page }) => {
  const { email, password } = await createVerifiedAccount(page.request, "buyer");
  const product = await findProduct(page.request, REGISTERS);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Contact Seller" }).click();
  const dialog = await fillEnquiry(page, { quantity: "60", targetPrice: "130.75", message: "Need 60 registers with our logo." });
  await expect(dialog.getByText("You will be asked to log in before the enquiry is sent; what you typed is kept.")).toBeVisible();
  await dialog.getByRole("button", { name: "Send enquiry" }).click();
  await expectToast(page, "Authentication Required", "Please log in to contact the seller.");
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/product/${product.id}`)}`);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(`/product/${product.id}`);
  const reopened = page.getByRole("dialog", { name: "Get Best Price" });
  await expect(reopened).toBeVisible();
  await expect(reopened.getByLabel("Quantity")).toHaveValue("60");
  await expect(reopened.getByLabel("Target unit price (₹, optional)")).toHaveValue("130.75");
  await expect(reopened.getByLabel("Delivery PIN code")).toHaveValue("400050");
  await expect(reopened.getByLabel("Message")).toHaveValue("Need 60 registers with our logo.");
  await reopened.getByRole("button", { name: "Send enquiry" }).click();
  await expectToast(page, "Enquiry sent");

  // Once only: a reload does not reopen the dialog.
  await page.reload();
  await expect(page.getByRole("heading", { name: REGISTERS })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goto("/buyer-dashboard/enquiries");
  await expect(page.getByRole("link", { name: REGISTERS })).toBeVisible();
});

test("an attached PDF goes to the other party, who downloads it; other kinds are refused before sending", async ({ page, browser }) => {
  await page.goto("/");
  await signInFreshBuyer(page);
  const threadId = await startEnquiry(page, POSTER_COLOURS, "Do you have a price list?");
  await page.goto(`/buyer-dashboard/enquiries/${threadId}`);
  const files = page.getByTestId("attachment-input");

  await files.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("plain text") });
  await expect(page.getByRole("alert")).toHaveText("“notes.txt” is not a PDF, JPEG, PNG or WebP file.");

  await files.setInputFiles(PDF_FIXTURE);
  await page.getByRole("textbox", { name: "Message" }).fill("Here is our own price list.");
  await page.getByRole("textbox", { name: "Message" }).press("Enter");
  const sent = page.getByTestId("message").last();
  await expect(sent).toContainText("Here is our own price list.");
  await expect(sent.getByRole("link", { name: /^Download price-list\.pdf \(1 KB\)$/ })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");

  const seller = await sellerPage(browser);
  await gotoApp(seller.page, `/seller-dashboard/enquiries/${threadId}`);
  const link = seller.page.getByRole("link", { name: /^Download price-list\.pdf/ });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([seller.page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("price-list.pdf");
  expect(await readFile((await download.path())!)).toEqual(await readFile(PDF_FIXTURE));
  expect(seller.errors).toEqual([]);
  await seller.context.close();
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("the thread page does not scroll sideways, and its primary buttons are 44 px tall", async ({ page }) => {
    await page.goto("/");
    await signInFreshBuyer(page);
    const threadId = await startEnquiry(page, ENVELOPES, "A long message without spaces: " + "x".repeat(120));
    await page.goto(`/buyer-dashboard/enquiries/${threadId}`);
    await expect(page.getByRole("heading", { name: ENVELOPES, level: 1 })).toBeVisible();
    await expect(page.getByTestId("message")).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const button of [page.getByRole("button", { name: "Send" }), page.getByRole("button", { name: "Attach a file" })]) {
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    }
  });
});

for (const viewport of [undefined, PHONE_VIEWPORT]) {
  test.describe(viewport ? "accessibility on a 360 px phone" : "accessibility on a desktop", () => {
    if (viewport) test.use({ viewport });

    test("the enquiry dialog, the Enquiries list, a thread with a quotation and the Send quotation dialog pass the audit", async ({ page, browser }) => {
      test.slow(); // five screens, each audited in full
      await page.goto("/");
      await signInFreshBuyer(page);
      const product = await findProduct(page.request, POSTER_COLOURS);
      await page.goto(`/product/${product.id}`);
      await page.getByRole("button", { name: "Contact Seller" }).click();
      await expect(page.getByRole("dialog", { name: "Get Best Price" })).toBeVisible();
      await expectNoViolations(page, "enquiry dialog");

      const threadId = await startEnquiry(page, POSTER_COLOURS, "Price for 5 boxes?");
      const seller = await sellerPage(browser);
      if (viewport) await seller.page.setViewportSize(viewport);
      const sent = await seller.page.request.post(`/api/seller/threads/${threadId}/quotes`, {
        data: { productId: product.id, quantity: 5, unitPrice: 52_000, validUntil: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10), deliveryTerms: "Ex-works Kolkata" },
        headers: { origin: origin() },
      });
      expect(sent.status(), await sent.text()).toBe(201);

      await page.goto("/buyer-dashboard/enquiries");
      await expect(page.getByRole("link", { name: POSTER_COLOURS })).toBeVisible();
      await expectNoViolations(page, "buyer's enquiries");
      await page.goto(`/buyer-dashboard/enquiries/${threadId}`);
      await expect(page.getByTestId("quote-card")).toBeVisible();
      await expectNoViolations(page, "buyer's thread with a quotation");

      await gotoApp(seller.page, `/seller-dashboard/enquiries/${threadId}`);
      await expect(seller.page.getByTestId("quote-card")).toBeVisible();
      await expectNoViolations(seller.page, "seller's thread");
      await seller.page.getByRole("button", { name: "Send quotation" }).click();
      await expect(seller.page.getByRole("dialog", { name: "Send quotation" }).getByLabel("Product")).toHaveValue(product.id);
      await expectNoViolations(seller.page, "Send quotation dialog");
      expect(seller.errors).toEqual([]);
      await seller.context.close();
    });
  });
}

async function expectNoViolations(page: Page, screen: string) {
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, `accessibility violations on ${screen}`).toEqual([]);
}
