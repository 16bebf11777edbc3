import { expect, PHONE_VIEWPORT, test, type Page } from "./fixtures";
import { waitForEmail } from "./fixtures/mailbox";
import { signInFreshSeller } from "./fixtures/seller-catalogue";
import { expectToast } from "./fixtures/toasts";

/**
 * A seller completes its Settings: saves its payout bank account (the IFSC fills in the bank's name, the saved
 * number shows only its last four digits, the seller is emailed), uploads a PDF document and deletes it; on a
 * desktop and on a 360 px phone. Each test signs in a new seller.
 */

const settingsPage = "/seller-dashboard/settings";
const SAMPLE_PDF = {
  name: "pan-card.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"),
};

async function openSettings(page: Page) {
  await page.goto(settingsPage);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByLabel(/^Company Name/)).toHaveValue("Test Traders");
}

async function saveBankDetails(page: Page, email: string) {
  await page.getByLabel(/^Account Holder Name/).fill("Test Traders");
  await page.getByLabel(/^Account Number/).fill("001234567890");
  await page.getByLabel(/^Confirm Account Number/).fill("001234567890");
  await page.getByLabel(/^IFSC Code/).fill("hdfc0000001");
  await expect(page.getByLabel(/^Bank Name/)).toHaveValue("HDFC Bank");
  await page.getByLabel(/^Branch/).fill("Fort, Mumbai");
  await page.getByRole("button", { name: "Save Bank Details" }).click();
  await expectToast(page, "Bank details saved", "ending 7890");
  await expect(page.getByTestId("saved-bank-account")).toHaveText("Payouts go to HDFC Bank, account •••• 7890 (HDFC0000001, Fort, Mumbai).");
  await expect(page.getByLabel(/^Account Number/)).toHaveValue("");
  const mail = await waitForEmail(page.request, email, "Your payout bank account was changed");
  expect(mail.text).toContain("•••• 7890");
}

async function uploadAndDeletePdf(page: Page) {
  const list = page.getByRole("list", { name: "Your documents" });
  await page.getByRole("button", { name: "Upload Document" }).click();
  await expectToast(page, "No file selected", "Please select a file to upload.");

  await page.getByLabel("Document Type").selectOption("PAN Card");
  await page.getByLabel("File").setInputFiles(SAMPLE_PDF);
  await page.getByRole("button", { name: "Upload Document" }).click();
  await expectToast(page, "Document uploaded");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("PAN Card");
  await expect(list).toContainText("Pending review");

  await list.getByRole("button", { name: "Delete PAN Card" }).click();
  await expectToast(page, "Document deleted");
  await expect(page.getByText("No documents uploaded yet.")).toBeVisible();
}

test("a seller saves its bank account through the IFSC lookup, then uploads and deletes a PDF document", async ({ page }) => {
  test.setTimeout(60_000);
  const { email } = await signInFreshSeller(page);
  await openSettings(page);

  await test.step("an unknown IFSC is refused before saving", async () => {
    await page.getByLabel(/^IFSC Code/).fill("HDFC0000000");
    await expect(page.getByText("This IFSC is not in the published list of bank branch codes.", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Bank Details" })).toBeDisabled();
  });
  await test.step("bank details", () => saveBankDetails(page, email));
  await test.step("a PDF document", () => uploadAndDeletePdf(page));
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("the same settings fit the screen and work", async ({ page }) => {
    test.setTimeout(60_000);
    const { email } = await signInFreshSeller(page);
    await openSettings(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await saveBankDetails(page, email);
    await uploadAndDeletePdf(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  });
});
