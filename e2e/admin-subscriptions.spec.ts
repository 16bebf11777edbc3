import { expect, type Page, PHONE_VIEWPORT, test } from "./fixtures";
import { createVerifiedAccount, loginAs } from "./fixtures/accounts";
import { expectToast } from "./fixtures/toasts";

const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;

async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe("admin subscriptions", () => {
  for (const [screen, viewport] of [["desktop", null], ["phone", PHONE_VIEWPORT]] as const) {
    test(`on a ${screen}: the admin creates a plan, edits it and deletes it`, async ({ page }) => {
      if (viewport) await page.setViewportSize(viewport);
      const name = `Bulk Pro ${screen} ${Date.now() % 1e6}`;
      await loginAs(page, "admin");
      await page.goto("/admin-dashboard/subscriptions");
      await expect(page.getByRole("heading", { level: 1, name: "Subscriptions" })).toBeVisible();
      await expect(page.getByText("Monthly recurring revenue")).toBeVisible();

      await page.getByRole("button", { name: "New plan" }).click();
      const create = page.getByRole("dialog", { name: "New plan" });
      // The spec's new-plan defaults.
      await expect(create.getByLabel("Monthly price (₹)")).toHaveValue("0.00");
      await expect(create.getByLabel("Listing limit")).toHaveValue("0");
      await expect(create.getByLabel("Search priority")).toHaveValue("Low");
      await expect(create.getByLabel("Analytics")).toHaveValue("Basic");
      await expect(create.getByLabel("Logistics access")).toHaveValue("Basic");
      await expect(create.getByLabel("Support")).toHaveValue("Email Only");
      await create.getByLabel("Name").fill(name);
      await create.getByLabel("Monthly price (₹)").fill("1499");
      await create.getByLabel("Yearly price (₹)").fill("14990.50");
      await create.getByLabel("Listing limit").fill("50");
      await create.getByLabel("Features").fill("100 listings\nPriority support");
      await create.getByRole("button", { name: "Save plan" }).click();
      await expectToast(page, "Plan Saved", name);
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
      await expect(card).toContainText("₹1,499.00");
      await expect(card).toContainText("₹14,990.50");
      await expect(card).toContainText("Priority support");
      if (viewport) await expectNoSideScroll(page);

      await card.getByRole("button", { name: `Edit the ${name} plan` }).click();
      const edit = page.getByRole("dialog", { name: `Edit ${name}` });
      await expect(edit.getByLabel("Features")).toHaveValue("100 listings\nPriority support");
      await edit.getByLabel("Listing limit").fill("100");
      await edit.getByLabel("Active (on offer)").uncheck();
      await edit.getByRole("button", { name: "Save plan" }).click();
      await expectToast(page, "Plan Saved", name);
      await expect(card).toContainText("Up to 100 listings");
      await expect(card).toContainText("Not on offer");
      const offered = await page.request.get("/api/public/plans");
      expect(((await offered.json()) as { plans: { name: string }[] }).plans.map((p) => p.name)).not.toContain(name);

      await card.getByRole("button", { name: `Delete the ${name} plan` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Plan Deleted", name);
      await expect(page.getByRole("heading", { name })).toHaveCount(0);
    });
  }

  test("on a phone: the admin changes a seller's plan twice, which the seller's subscription page then shows", async ({ page, browser }) => {
    const sellerContext = await browser.newContext({ baseURL: origin() });
    const seller = await createVerifiedAccount(sellerContext.request, "seller");
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "admin");
    await page.goto("/admin-dashboard/subscriptions");

    // A seller without a plan is found by email.
    await page.getByRole("button", { name: "Change a seller's plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Change a seller's plan" });
    await dialog.getByLabel("Seller's email").fill(seller.email);
    await dialog.getByLabel("Plan").selectOption({ label: "Standard" });
    await dialog.getByRole("button", { name: "Change plan" }).click();
    await expectToast(page, "Subscription Updated", "Now on Standard");
    // The first dialog must be gone (and the list refetched) before the row's own button is clicked.
    await expect(dialog).toBeHidden();

    // A seller with a plan is changed from its row of the table.
    const row = page.getByRole("row").filter({ hasText: seller.email });
    await expect(row).toContainText("Standard");
    await expect(row).toContainText("Yearly");
    await row.getByRole("button", { name: /^Change the plan of/ }).click();
    const rowDialog = page.getByRole("dialog", { name: /^Change the plan of/ });
    await expect(rowDialog.getByLabel("Plan")).toHaveValue(/.+/);
    await rowDialog.getByLabel("Plan").selectOption({ label: "Premium" });
    await rowDialog.getByRole("button", { name: "Change plan" }).click();
    await expectToast(page, "Subscription Updated", "Now on Premium");
    await expect(page.getByRole("row").filter({ hasText: seller.email })).toContainText("Premium");
    await expectNoSideScroll(page);

    // Premium now has a subscriber: deleting it is refused with the spec's message.
    const premium = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Premium", exact: true }) });
    await premium.getByRole("button", { name: "Delete the Premium plan" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Cannot delete plan with active subscribers.");
    await expect(page.getByRole("heading", { name: "Premium", exact: true })).toBeVisible();

    const signIn = await sellerContext.request.post("/api/auth/sign-in/email", { data: seller, headers: { origin: origin() } });
    expect(signIn.ok()).toBe(true);
    const sellerPage = await sellerContext.newPage();
    await sellerPage.setViewportSize(PHONE_VIEWPORT);
    await sellerPage.goto("/seller-dashboard/subscription");
    await expect(sellerPage.getByText("Premium plan", { exact: true })).toBeVisible();
    await expect(sellerPage.getByText(/^Ends on/)).toBeVisible();
    const mine = (await (await sellerContext.request.get("/api/seller/subscription")).json()) as { current: { planName: string; billingCycle: string } };
    expect(mine.current).toMatchObject({ planName: "Premium", billingCycle: "yearly" });
    await sellerContext.close();
  });
});
