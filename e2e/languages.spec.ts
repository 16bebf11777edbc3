import { expect, test } from "./fixtures";
import { createVerifiedAccount } from "./fixtures/accounts";
import { signInAsBuyer } from "./fixtures/checkout-flow";

test.describe("a browser that prefers Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("is offered the Hindi page, not sent there, and the choice is kept", async ({ page }) => {
    await page.goto("/products");
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const offer = page.getByRole("complementary", { name: "Language" });
    await expect(offer).toContainText("यह पेज हिन्दी में भी है।");
    await offer.getByRole("link", { name: "हिन्दी में पढ़ें" }).click();
    await expect(page).toHaveURL(/\/hi\/products$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: "मार्केटप्लेस" })).toBeVisible();
    // Chosen: the English page no longer offers it.
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "Marketplace" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Language" })).toHaveCount(0);
  });

  test("declining keeps English, and the offer does not come back", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Continue in English" }).click();
    await expect(page.getByRole("complementary", { name: "Language" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Language" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a browser that prefers English is offered nothing", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Language" })).toHaveCount(0);
});

test("the dashboard's switch opens it in Hindi, keeps the choice on the account, and the next sign-in follows it", async ({ page, browser, request }) => {
  const account = await createVerifiedAccount(request);
  await page.goto("/");
  await signInAsBuyer(page, account);
  await page.goto("/buyer-dashboard/orders");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" }).first().click();
  await expect(page).toHaveURL(/\/hi\/buyer-dashboard\/orders$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const me = (await (await page.request.get("/api/account/me")).json()) as { profile: { language: string } };
  expect(me.profile.language).toBe("hi");
  // An English address of a dashboard follows the choice.
  await page.goto("/buyer-dashboard");
  await expect(page).toHaveURL(/\/hi\/buyer-dashboard$/);

  // Another browser, with no choice of its own: signing in takes the account's language.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const fresh = await other.newPage();
  await fresh.goto("/login");
  await fresh.getByLabel("Email").fill(account.email);
  await fresh.getByLabel("Password").fill(account.password);
  await fresh.getByRole("button", { name: "Login" }).click();
  await expect(fresh).toHaveURL(/\/hi\/buyer-dashboard$/);
  await expect(fresh.locator("html")).toHaveAttribute("lang", "hi");
  await other.close();
});
