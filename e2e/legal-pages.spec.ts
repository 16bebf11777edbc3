import { expect, test } from "./fixtures";

/** The legal pages a payment provider checks before activating a merchant, each opened from the footer. */
const LEGAL_PAGES = [
  { link: "Terms of Use", path: "/terms", section: "1. What BulkBazaar is" },
  { link: "Privacy Policy", path: "/privacy", section: "5. How long we keep it" },
  { link: "Refund and Cancellation Policy", path: "/refund-policy", section: "1. Cancelling an order" },
  { link: "Shipping and Delivery Policy", path: "/shipping-policy", section: "3. From order to delivery" },
] as const;

// The server's defaults (server/config.ts), which the journeys' server does not override.
const OPERATOR = "BulkBazaar Marketplace Private Limited";
const GRIEVANCE_OFFICER = "Ananya Rao";

test.describe("legal pages", () => {
  for (const { link, path, section } of LEGAL_PAGES) {
    test(`the footer's "${link}" opens the page, naming the operator and its grievance officer`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(link);
      await expect(page).toHaveTitle(`${link} | BulkBazaar`);
      await expect(page.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/)).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
      const contact = page.getByRole("region", { name: "Who we are and how to reach us" });
      await expect(contact).toContainText(`BulkBazaar is operated by ${OPERATOR}.`);
      await expect(contact).toContainText(GRIEVANCE_OFFICER);
      await expect(contact.getByRole("link", { name: "grievance@bulkbazaar.in" })).toHaveAttribute("href", "mailto:grievance@bulkbazaar.in");
    });
  }

  test("the privacy policy says what the Digital Personal Data Protection Act asks for", async ({ page }) => {
    await page.goto("/privacy");
    for (const heading of ["1. What we collect", "3. Why we use it", "5. How long we keep it", "6. Your rights"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/Data Protection Board of India/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Grievance Officer" })).toBeVisible();
  });
});
