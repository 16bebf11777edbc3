import { adminTotpSecret, createVerifiedAccount, DEMO_PASSWORD, loginAs, signInThroughForm } from "./fixtures/accounts";
import { expect, test } from "./fixtures";
import { expectToast } from "./fixtures/toasts";
import { totpCode } from "./fixtures/totp";

// Each journey signs in more than once and waits for fresh codes: more time than a page visit.
test.describe.configure({ timeout: 60_000 });

test.describe("two-factor authentication", () => {
  test("a user enrols with the QR code's key, then signs in with a code and with a backup code, and turns it off", async ({ page }) => {
    const { email, password } = await createVerifiedAccount(page.request);
    await page.goto("/login");
    await signInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/buyer-dashboard$/);

    await page.goto("/account/two-factor");
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await page.getByLabel("Current password").fill(password);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = (await page.locator("code").innerText()).replace(/\s/g, "");
    await page.getByLabel("6-digit code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    const backupCodes = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
    await expect(backupCodes.first()).toBeVisible();
    const codes = await backupCodes.allInnerTexts();
    expect(codes.length).toBeGreaterThanOrEqual(8);
    await page.getByRole("button", { name: "I have saved my backup codes" }).click();
    await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    // Signed out once the header offers Login again (leaving earlier could cut the sign-out request off).
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/login");
    await signInThroughForm(page, email, password);
    await expect(page.getByRole("heading", { name: "Two-Factor Authentication" })).toBeVisible();
    await page.getByLabel("Authentication code").fill("000000" === totpCode(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expectToast(page, "Sign in Failed", "not correct");
    await page.getByLabel("Authentication code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expectToast(page, "Login successful!");
    await expect(page).toHaveURL(/\/buyer-dashboard$/);

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    // Signed out once the header offers Login again (leaving earlier could cut the sign-out request off).
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/login");
    await signInThroughForm(page, email, password);
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(codes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/buyer-dashboard$/);

    await page.goto("/account/two-factor");
    await page.getByRole("button", { name: "Turn off two-factor authentication" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Current password").fill(password);
    await dialog.getByLabel("Authentication code or backup code").fill(totpCode(secret));
    await dialog.getByRole("button", { name: "Turn off" }).click();
    await expectToast(page, "Two-factor authentication is off");
    await expect(page.getByText("Two-factor authentication is off.")).toBeVisible();
  });

  test("the settings badge says On as soon as the code is confirmed, as the toast does, and stays so", async ({ page }) => {
    const { email, password } = await createVerifiedAccount(page.request);
    await page.goto("/login");
    await signInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/buyer-dashboard$/);
    await page.goto("/buyer-dashboard/profile");
    const badge = page.getByTestId("two-factor-status");
    await expect(badge).toHaveText("Off");
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await page.getByLabel("Current password").fill(password);
    await page.getByRole("button", { name: "Continue" }).click();
    const secret = (await page.locator("code").innerText()).replace(/\s/g, "");
    await page.getByLabel("6-digit code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expectToast(page, "Two-factor authentication is on");
    await expect(badge).toHaveText("On");
    await expect(page.getByRole("list", { name: "Backup codes" })).toBeVisible();
    // Leaving without acknowledging the backup codes: the status was read again all the same.
    await page.getByRole("navigation", { name: "Buyer dashboard" }).getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("navigation", { name: "Buyer dashboard" }).getByRole("link", { name: "Profile Settings" }).click();
    await expect(badge).toHaveText("On");
    await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  });

  test("a seller finds two-factor sign-in in the dashboard's settings", async ({ page }) => {
    await loginAs(page, "seller");
    await page.goto("/seller-dashboard");
    await page.getByRole("link", { name: "Settings" }).first().click();
    await expect(page).toHaveURL(/\/seller-dashboard\/settings$/);
    await expect(page.getByText("Two-factor authentication is off.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Set up two-factor authentication" })).toBeVisible();
  });

  test("the admin signs in through the form with an authenticator code and opens the console", async ({ page, browser }) => {
    // Make sure the demo admin is enrolled (the fixture enrols it on the first admin sign-in of a run).
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await loginAs(await other.newPage(), "admin");
    await other.close();
    const secret = adminTotpSecret();

    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, "admin@bulkbazaar.test", DEMO_PASSWORD);
    await page.getByLabel("Authentication code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole("navigation", { name: "Admin console" })).toBeVisible();
  });
});

