import { expect, type Page, PHONE_VIEWPORT, test } from "./fixtures";
import { waitForEmail } from "./fixtures/mailbox";
import { signInFreshSeller } from "./fixtures/seller-catalogue";
import { downloadedPdfText } from "./fixtures/pdf-download";
import { expectToast } from "./fixtures/toasts";

const plan = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("subscription plans", () => {
  test("a visitor sees the plans with GST, is asked to sign in, and can contact sales for Enterprise", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto("/subscription");
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
    await expect(page.getByText("Sign in or register as a seller to subscribe.")).toBeVisible();
    const standard = plan(page, "Standard");
    await expect(standard).toContainText("₹999.00/month");
    await expect(standard).toContainText("GST (18%)₹179.82");
    await expect(standard).toContainText("Total per month₹1,178.82");
    await expect(standard).toContainText("50 product listings");
    await expect(plan(page, "Premium")).toContainText("Most Popular");
    await plan(page, "Premium").getByText("Plan details").click();
    await expect(plan(page, "Premium").getByRole("group").getByRole("definition")).toHaveText(["High", "Yes", "Yes", "Advanced", "Priority", "Priority Phone", "₹2,000.00 a month", "No"]);
    await expect(standard.getByRole("button")).toHaveCount(0);

    await expect(plan(page, "Enterprise")).toContainText("₹9,999.00/month");
    await expect(plan(page, "Enterprise")).toContainText("1,00,000 product listings");
    await plan(page, "Enterprise").getByRole("button", { name: "Contact Sales" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Sales" });
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("This field is required.")).toHaveCount(5);
    await dialog.getByLabel("Company name").fill("Deccan Traders");
    await dialog.getByLabel("Your name").fill("Ravi Kumar");
    await dialog.getByLabel("Email").fill("ravi@deccan.test");
    await dialog.getByLabel("Mobile number").fill("9876543210");
    await dialog.getByLabel("How can we help?").fill("We have 400 products across 5 warehouses.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expectToast(page, "Thank you: our sales team will contact you shortly.");
    await expect(dialog).toBeHidden();
  });

  test("a seller buys Standard through the simulator, sees the plan, gets already-active on return, and downloads the invoice", async ({ page }) => {
    test.slow();
    const seller = await signInFreshSeller(page);
    await page.goto("/seller-dashboard/subscription");
    await expect(page.getByText("You have no plan yet: you can list up to 10 products.")).toBeVisible();
    await plan(page, "Standard").getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/simulator\/checkout\//);
    await page.getByRole("button", { name: "Pay ₹1,178.82" }).click();

    await expect(page).toHaveURL(/\/payment-status\?order_id=sub_Standard_/);
    await expect(page.getByRole("heading", { name: "Subscription activated" })).toBeVisible();
    await expect(page.getByText(/Your Standard plan is active until/)).toBeVisible();
    const statusUrl = page.url();

    await page.goto("/seller-dashboard");
    await expect(page.getByText("Standard", { exact: true })).toBeVisible();

    await page.goto(statusUrl);
    await expect(page.getByRole("heading", { name: "Subscription already active" })).toBeVisible();
    await expect(page).toHaveURL(/\/seller-dashboard\/subscription$/, { timeout: 6_000 });
    await expect(page.getByRole("heading", { name: "Standard plan" })).toBeVisible();
    await expect(plan(page, "Standard")).toContainText("Current plan");
    await expect(plan(page, "Standard").getByRole("button", { name: "Renew" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Renew the Standard plan" })).toBeVisible();
    await expect(page.getByText(/^Ends on /)).toBeVisible();

    const invoiceLink = page.getByRole("link", { name: /^Download invoice BB\/\d{4}-\d{2}\/\d{6}$/ });
    const [download] = await Promise.all([page.waitForEvent("download"), invoiceLink.click()]);
    const text = await downloadedPdfText(download);
    expect(text).toContain("Tax Invoice");
    expect(text).toMatch(/BB\/\d{4}-\d{2}\/\d{6}/);
    expect(text).toContain("Standard plan subscription");
    expect(text).toContain("Rs. 1,178.82");
    expect(text).toContain("Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only");

    const number = text.match(/BB\/\d{4}-\d{2}\/\d{6}/)![0];
    const mail = await waitForEmail(page.request, seller.email, `Tax invoice ${number}`);
    expect(mail.attachments).toEqual([`${number.replaceAll("/", "-")}.pdf`]);
  });
});
