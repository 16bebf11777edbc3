import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { createVerifiedAccount, loginAs } from "./fixtures/accounts";
import { expectToast } from "./fixtures/toasts";

const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;

test.describe("admin console", () => {
  test("the dashboard shows the totals in lakhs and approving a pending seller makes it a Verified Seller", async ({ page, browser }) => {
    const sellerContext = await browser.newContext({ baseURL: origin() });
    const seller = await createVerifiedAccount(sellerContext.request, "seller");
    await loginAs(page, "admin");
    await page.goto("/admin-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(/^₹[\d,]+\.\d{2} L$/)).toBeVisible();
    await expect(page.getByRole("figure", { name: "Revenue per day for the last 30 days" })).toBeVisible();

    const pending = page.getByRole("listitem").filter({ hasText: seller.email });
    await pending.getByRole("button", { name: /^Approve / }).click();
    await page.getByRole("alertdialog", { name: "Approve this seller?" }).getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "Seller verified");
    await expect(pending).toHaveCount(0);

    const sellerPage = await sellerContext.newPage();
    const signIn = await sellerContext.request.post("/api/auth/sign-in/email", { data: seller, headers: { origin: origin() } });
    expect(signIn.ok()).toBe(true);
    await sellerPage.goto("/seller-dashboard");
    await expect(sellerPage.getByText("Verified Seller")).toBeVisible();
    await sellerContext.close();
  });

  test("deactivating a user signs them out for good, and the audit log records it", async ({ page, browser }) => {
    const buyerContext = await browser.newContext({ baseURL: origin() });
    const buyer = await createVerifiedAccount(buyerContext.request, "buyer");
    await loginAs(page, "admin");
    await page.goto("/admin-dashboard/users");
    await page.getByLabel("Search users").fill(buyer.email);
    const row = page.getByRole("row").filter({ hasText: buyer.email });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "Deactivate" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Deactivate" }).click();
    await expectToast(page, "User deactivated");
    await expect(row).toContainText("Inactive");
    const refused = await buyerContext.request.post("/api/auth/sign-in/email", { data: buyer, headers: { origin: origin() } });
    expect(refused.ok()).toBe(false);
    await buyerContext.close();

    await page.goto("/admin-dashboard/audit-log");
    await page.getByLabel("Action").selectOption("user.deactivate");
    await expect(page.getByRole("region", { name: "Audit Log" }).getByRole("row").nth(1)).toContainText("Active: Yes → No");
  });

  test("on a phone: the admin sets the global fee and grants admin access by email", async ({ page, browser }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    const otherContext = await browser.newContext({ baseURL: origin() });
    const colleague = await createVerifiedAccount(otherContext.request, "buyer");
    await otherContext.close();
    await loginAs(page, "admin");

    await page.goto("/admin-dashboard/settings");
    const fee = page.getByLabel("Fee (percent)");
    await expect(fee).toHaveValue("5");
    await fee.fill("7.5");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Global Fee Updated", "7.5%");
    await page.reload();
    await expect(page.getByLabel("Fee (percent)")).toHaveValue("7.5");
    await page.getByLabel("Fee (percent)").fill("5");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Global Fee Updated", "5%");

    await page.goto("/admin-dashboard/admin-management");
    await page.getByRole("button", { name: "Grant admin access" }).click();
    await expectToast(page, "Email required", "Please enter the email of the user to grant admin access.");
    await page.getByLabel("Email of the user").fill(colleague.email);
    await page.getByRole("button", { name: "Grant admin access" }).click();
    await expectToast(page, "Admin access granted");
    await page.getByLabel("Email of the user").fill("nobody@nowhere.test");
    await page.getByRole("button", { name: "Grant admin access" }).click();
    await expectToast(page, "Failed to grant admin access", "No account uses nobody@nowhere.test.");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  });
});
