import { expect, PHONE_VIEWPORT, test, type Page } from "./fixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginAs } from "./fixtures/accounts";
import { expectNoAxeViolations } from "./fixtures/axe";
import { expectToast } from "./fixtures/toasts";

/**
 * Requirements end to end: a buyer posts one from the marketplace, a verified seller of its category (the demo
 * seller1, Shakti Textiles, sells apparel) answers it from Buy leads, the buyer sees the response, and an admin reads
 * and closes that conversation, which the audit log records.
 */

const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

async function postRequirement(page: Page, productName: string) {
  await page.getByLabel("Category").selectOption("Apparel");
  await page.getByLabel("Product / what you need").fill(productName);
  await page.getByLabel("Details").fill("Navy blue, sizes 28 to 40, school crest embroidered.");
  await page.getByLabel("Quantity (units)").fill("1500");
  await page.getByLabel("Target price per unit (₹)").fill("185.50");
  await page.getByLabel("Delivery city").fill("Indore");
  await page.getByLabel("PIN code").fill("452001");
  await page.getByLabel("Needed by").fill(inDays(21));
  await page.getByRole("button", { name: "Post requirement" }).click();
  await expectToast(page, "Requirement posted", "Sellers of Apparel can now answer it.");
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
}

test("a requirement posted from the marketplace reaches a seller's buy leads, gets an answer, and an admin closes that conversation", async ({ page, browser }) => {
  test.setTimeout(90_000); // three people's sessions in turn; it passed 30 s once on a loaded two-core machine
  const productName = `School sweaters ${Date.now()}`;

  // A visitor is sent to sign in, and comes back to the form.
  await page.goto("/products");
  await page.getByRole("link", { name: "Post a requirement" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.buyer);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/buyer-dashboard/requirements/new");
  await expect(page.getByRole("heading", { level: 1, name: "Post a requirement" })).toBeVisible();

  // What the form checks before anything is sent.
  await page.getByRole("button", { name: "Post requirement" }).click();
  await expect(page.getByText("Choose a category.")).toBeVisible();
  await postRequirement(page, productName);
  await expect(page.getByText("0 responses")).toBeVisible();
  await expect(page.getByText("₹185.50 per unit")).toBeVisible();
  await expect(page.getByText("No seller has answered yet.")).toBeVisible();

  // The verified apparel seller answers it from Buy leads.
  const sellerContext = await browser.newContext({ baseURL: origin() });
  const sellerPage = await sellerContext.newPage();
  await loginAs(sellerPage, "seller");
  await sellerPage.goto("/seller-dashboard");
  await sellerPage.getByRole("link", { name: "Buy leads" }).first().click();
  await expect(sellerPage.getByRole("heading", { level: 1, name: "Buy leads" })).toBeVisible();
  const lead = sellerPage.getByRole("article", { name: productName });
  await expect(lead).toContainText("1,500 units");
  await expect(lead).toContainText("₹185.50 per unit");
  await expect(lead).toContainText("Kumar General Stores");
  await lead.getByRole("button", { name: "Respond" }).click();
  const dialog = sellerPage.getByRole("dialog", { name: "Respond to this lead" });
  await dialog.getByRole("button", { name: "Send response" }).click();
  await expect(dialog.getByText("Write a message to the buyer.")).toBeVisible();
  await dialog.getByLabel("Message").fill("We knit these in Surat: ₹179 a piece for 1,500, dispatch in 10 days.");
  await dialog.getByRole("button", { name: "Send response" }).click();
  await expectToast(sellerPage, "Response sent");
  await expect(dialog).toBeHidden();
  const conversation = lead.getByRole("link", { name: "Open conversation" });
  await expect(conversation).toHaveAttribute("href", /^\/seller-dashboard\/enquiries\/[0-9a-f-]{36}$/);
  await sellerContext.close();

  // The buyer's requirement now shows 1 response, and the seller's answer links to the conversation.
  await page.getByRole("link", { name: "Back to requirements" }).click();
  const card = page.getByRole("link", { name: new RegExp(productName) });
  await expect(card).toContainText("1 response");
  await expect(card).toContainText("Open");
  await card.click();
  const answer = page.getByRole("listitem").filter({ hasText: "Shakti Textiles Pvt Ltd" });
  await expect(answer).toContainText("₹179 a piece");
  await expect(answer.getByRole("link", { name: "Open conversation" })).toHaveAttribute("href", /^\/buyer-dashboard\/enquiries\/[0-9a-f-]{36}$/);

  // An admin reads the conversation and closes it with a reason; the audit log records it.
  const adminContext = await browser.newContext({ baseURL: origin() });
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, "admin");
  await adminPage.goto("/admin-dashboard");
  await adminPage.getByRole("link", { name: "Conversations" }).first().click();
  await expect(adminPage.getByRole("heading", { level: 1, name: "Conversations" })).toBeVisible();
  const row = adminPage.getByRole("row").filter({ hasText: productName });
  await expect(row).toContainText("Kumar General Stores");
  await expect(row).toContainText("Shakti Textiles Pvt Ltd");
  await expect(row).toContainText("Open");
  await row.getByRole("link", { name: productName }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: productName })).toBeVisible();
  await expect(adminPage.getByText("We knit these in Surat")).toBeVisible();
  await adminPage.getByRole("button", { name: "Close conversation" }).click();
  const closeDialog = adminPage.getByRole("dialog", { name: "Close this conversation?" });
  await closeDialog.getByRole("button", { name: "Close conversation" }).click();
  await expect(closeDialog.getByText("Give a reason.")).toBeVisible();
  await closeDialog.getByLabel("Reason").fill("Duplicate answer reported by the buyer");
  await closeDialog.getByRole("button", { name: "Close conversation" }).click();
  await expectToast(adminPage, "Conversation closed");
  await expect(adminPage.getByText("Closed by the platform: Duplicate answer reported by the buyer", { exact: true })).toBeVisible();
  await expect(adminPage.getByRole("button", { name: "Close conversation" })).toHaveCount(0);
  await adminPage.getByRole("link", { name: "Back to conversations" }).click();
  await expect(adminPage.getByRole("row").filter({ hasText: productName })).toContainText("Closed");

  await adminPage.goto("/admin-dashboard/audit-log");
  await adminPage.getByLabel("Action").selectOption("thread.close");
  await adminPage.getByLabel("Entity type").selectOption("thread");
  const entry = adminPage.getByRole("region", { name: "Audit Log" }).getByRole("row").nth(1);
  await expect(entry).toContainText("Conversation closed");
  await expect(entry).toContainText("Duplicate answer reported by the buyer");
  await adminContext.close();
});

test("the buyer cancels an open requirement behind a confirmation", async ({ page }) => {
  const productName = `Steel almirahs ${Date.now()}`;
  await loginAs(page, "buyer");
  await page.goto("/buyer-dashboard");
  await page.getByRole("link", { name: "Requirements" }).first().click();
  await page.getByRole("link", { name: "Post a requirement" }).first().click();
  await postRequirement(page, productName);
  await page.getByRole("button", { name: "Cancel requirement" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel this requirement?" });
  await confirm.getByRole("button", { name: "Keep it open" }).click();
  await expect(page.getByText("Open", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Cancel requirement" }).click();
  await confirm.getByRole("button", { name: "Cancel requirement" }).click();
  await expectToast(page, "Requirement cancelled");
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel requirement" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("Buy leads fit 360 px without sideways scrolling, and Respond's dialog is reachable by keyboard", async ({ page }) => {
    await loginAs(page, "seller");
    await page.goto("/seller-dashboard/buy-leads");
    await expect(page.getByRole("heading", { level: 1, name: "Buy leads" })).toBeVisible();
    // The demo buyer's apparel requirement of the seed data is one of seller1's leads.
    const lead = page.getByRole("article", { name: "White cotton polo T-shirts for school uniforms" });
    await expect(lead).toContainText("3,000 units");
    await expect(lead).toContainText("₹185.00 per unit");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await lead.getByRole("button", { name: "Respond" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Respond to this lead" });
    await expect(dialog.getByLabel("Message")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(lead.getByRole("button", { name: "Respond" })).toBeFocused();
  });

  test("the requirement, buy lead and conversation screens pass the accessibility audit", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await loginAs(page, "buyer");
    await page.goto("/buyer-dashboard/requirements");
    await expect(page.getByRole("list", { name: "Requirements" })).toBeVisible();
    await expectNoAxeViolations(page, "buyer requirements");
    await page.getByRole("link", { name: /White cotton polo T-shirts/ }).click();
    await expect(page.getByRole("heading", { name: "Sellers' answers" })).toBeVisible();
    await expectNoAxeViolations(page, "requirement detail");
    await page.goto("/buyer-dashboard/requirements/new");
    await page.getByRole("button", { name: "Post requirement" }).click();
    await expect(page.getByText("Choose a category.")).toBeVisible();
    await expectNoAxeViolations(page, "post a requirement, with errors");

    const seller = await browser.newContext({ baseURL: origin(), viewport: PHONE_VIEWPORT });
    const sellerPage = await seller.newPage();
    await loginAs(sellerPage, "seller");
    await sellerPage.goto("/seller-dashboard/buy-leads");
    const seededLead = sellerPage.getByRole("article", { name: "White cotton polo T-shirts for school uniforms" });
    await expect(seededLead).toBeVisible();
    await expectNoAxeViolations(sellerPage, "buy leads");
    await seededLead.getByRole("button", { name: "Respond" }).click();
    await expect(sellerPage.getByRole("dialog", { name: "Respond to this lead" })).toBeVisible();
    await expectNoAxeViolations(sellerPage, "respond dialog");
    await seller.close();

    const admin = await browser.newContext({ baseURL: origin(), viewport: PHONE_VIEWPORT });
    const adminPage = await admin.newPage();
    await loginAs(adminPage, "admin");
    await adminPage.goto("/admin-dashboard/conversations");
    await expect(adminPage.getByRole("region", { name: "Conversations" })).toBeVisible();
    await expectNoAxeViolations(adminPage, "admin conversations");
    await adminPage.getByRole("link", { name: "Georgette Sarees with Blouse Piece" }).first().click();
    await expect(adminPage.getByRole("heading", { name: "Quotations" })).toBeVisible();
    await expectNoAxeViolations(adminPage, "admin conversation");
    await adminPage.getByRole("button", { name: "Close conversation" }).click();
    await expect(adminPage.getByRole("dialog", { name: "Close this conversation?" })).toBeVisible();
    await expectNoAxeViolations(adminPage, "close conversation dialog");
    await admin.close();
  });
});
