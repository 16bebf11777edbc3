import type { Page } from "@playwright/test";
import { gstinCheckCharacter } from "@domain/india/gstin";
import { expect, test } from "./fixtures";
import { addToCart } from "./fixtures/checkout-flow";
import { downloadedPdfText } from "./fixtures/pdf-download";
import { signInFreshBuyer } from "./fixtures/orders";
import { expectToast } from "./fixtures/toasts";

/**
 * Demo sellers: Mumbai Wellness Distributors is registered in Maharashtra (GSTIN 27…), so its goods delivered to Mumbai
 * are an intra-state supply (CGST + SGST); Annapurna Foods Wholesale is in Tamil Nadu (33…), so its are IGST.
 */
const ALOE_VERA = "Aloe Vera Gel 150 ml";
const RICE = "Sona Masoori Rice, 25 kg Bag";
const BUYER_GSTIN = `27AABCK1234L1Z${gstinCheckCharacter("27AABCK1234L1Z")}`;
const LEGAL_NAME = "Kiran Stationers LLP";
const INVOICE_NUMBER = /^[A-Z0-9]+\/\d{4}-\d{2}\/\d{6}$/;
/** The seller's prefix, CN, the financial year and the sequence. */
const CREDIT_NOTE_NUMBER = /[A-Z0-9]+\/CN\/\d{4}-\d{2}\/\d{6}/;

/** Opens the order of a seller from the buyer's order list and downloads its tax invoice from the order page. */
async function downloadInvoice(page: Page, sellerName: string) {
  await page.goto("/buyer-dashboard/orders");
  await page.getByRole("list", { name: "My Orders" }).getByRole("link").filter({ hasText: sellerName }).click();
  await expect(page).toHaveURL(/\/buyer-dashboard\/orders\/[0-9a-f-]{36}$/);
  const link = page.getByRole("link", { name: /^Download tax invoice / });
  const invoiceNumber = (await link.getAttribute("aria-label"))!.replace(/^Download tax invoice | \(PDF\)$/g, "");
  expect(invoiceNumber).toMatch(INVOICE_NUMBER);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber.replaceAll("/", "-")}.pdf`);
  return { invoiceNumber, text: await downloadedPdfText(download) };
}

test("a buyer adds a GSTIN, buys from sellers in two states with it, downloads both B2B invoices with the right split, cancels one and downloads its credit note", async ({ page }) => {
  test.slow(); // profile, two sellers' checkout, the simulator and two downloads
  await page.goto("/");
  await signInFreshBuyer(page);

  // A bad GSTIN is refused in the form, naming the field; a good one needs its legal name.
  await page.goto("/buyer-dashboard/profile");
  await page.getByLabel("First name").fill("Kiran");
  await page.getByLabel("Last name").fill("Joshi");
  await page.getByLabel("Mobile number").fill("98765 43210");
  const shipping = page.getByRole("group", { name: "Shipping address" });
  await shipping.getByLabel("Address").fill("14 Linking Road, Bandra West");
  await shipping.getByLabel("City").fill("Mumbai");
  await shipping.getByLabel("State").selectOption("Maharashtra");
  await shipping.getByLabel("PIN code").fill("400050");
  const gst = page.getByRole("group", { name: "GST details (optional)" });
  await gst.getByLabel("GSTIN").fill(`${BUYER_GSTIN.slice(0, 14)}${BUYER_GSTIN.endsWith("A") ? "B" : "A"}`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(gst.getByText("Enter a valid 15-character GSTIN.")).toBeVisible();
  await gst.getByLabel("GSTIN").fill(BUYER_GSTIN.toLowerCase());
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(gst.getByText("Enter the legal name registered with your GSTIN.")).toBeVisible();
  await gst.getByLabel("Legal name (as registered for GST)").fill(LEGAL_NAME);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile updated");
  await expect(gst.getByLabel("GSTIN")).toHaveValue(BUYER_GSTIN);

  // Checkout offers the GSTIN on the profile; ticked, only the choice goes to the server.
  await addToCart(page, ALOE_VERA);
  await addToCart(page, RICE);
  await page.goto("/checkout");
  const useGstin = page.getByRole("checkbox", { name: "Use my GSTIN for input tax credit" });
  await expect(useGstin).not.toBeChecked();
  await expect(page.getByText(`Each seller's tax invoice will name your GSTIN ${BUYER_GSTIN}`)).toBeVisible();
  await useGstin.check();
  const [checkout] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith("/api/buyer/checkouts") && request.method() === "POST"),
    page.getByRole("button", { name: /^Pay ₹/ }).click(),
  ]);
  const sent = checkout.postDataJSON() as Record<string, unknown>;
  expect(sent.useGstin).toBe(true);
  expect(JSON.stringify(sent)).not.toContain(BUYER_GSTIN);
  await expect(page).toHaveURL(/\/simulator\/checkout\//);
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  await expectToast(page, "Order Placed Successfully");

  // Mumbai to Mumbai: CGST and SGST, half each (9% + 9% on the gel), naming the buyer's GSTIN.
  const intraState = await downloadInvoice(page, "Mumbai Wellness Distributors");
  for (const expected of ["Tax Invoice", intraState.invoiceNumber, `GSTIN: ${BUYER_GSTIN}`, LEGAL_NAME, "Mumbai Wellness Distributors", "Place of supply: Maharashtra (state code 27)", "3304", "9% + 9%", "CGST", "SGST", "Tax is payable on reverse charge: No"])
    expect(intraState.text).toContain(expected);
  expect(intraState.text).not.toContain("IGST");

  // Tamil Nadu to Mumbai: IGST only.
  const interState = await downloadInvoice(page, "Annapurna Foods Wholesale");
  for (const expected of [interState.invoiceNumber, `GSTIN: ${BUYER_GSTIN}`, LEGAL_NAME, "Annapurna Foods Wholesale", "IGST"]) expect(interState.text).toContain(expected);
  expect(interState.text).not.toContain("CGST");

  // Cancelled, the order gets a credit note against that invoice, in the same split.
  await expect(page.getByRole("region", { name: "Credit notes" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel Order" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel order" }).click();
  await expectToast(page, "Order cancelled");
  const notes = page.getByRole("region", { name: "Credit notes" });
  await expect(notes).toContainText(CREDIT_NOTE_NUMBER);
  await expect(notes).toContainText("Order cancelled");
  const link = notes.getByRole("link", { name: new RegExp(`^Download credit note ${CREDIT_NOTE_NUMBER.source} \\(PDF\\)$`) });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^[A-Z0-9]+-CN-\d{4}-\d{2}-\d{6}\.pdf$/);
  const creditNote = await downloadedPdfText(download);
  for (const expected of ["Credit Note", interState.invoiceNumber, `GSTIN: ${BUYER_GSTIN}`, "IGST"]) expect(creditNote).toContain(expected);
  expect(creditNote).not.toContain("CGST");
});

test("without a GSTIN on the profile, checkout links to the profile to add one", async ({ page }) => {
  await page.goto("/");
  await signInFreshBuyer(page);
  await addToCart(page, RICE);
  await page.goto("/checkout");
  await expect(page.getByRole("checkbox", { name: "Use my GSTIN for input tax credit" })).toHaveCount(0);
  await page.getByRole("link", { name: "Add your GSTIN to your profile" }).click();
  await expect(page).toHaveURL(/\/buyer-dashboard\/profile$/);
  await expect(page.getByRole("group", { name: "GST details (optional)" })).toBeVisible();
});
