import type { Download } from "@playwright/test";
import { expect, test } from "./fixtures";
import { placePaidOrder, signInFreshBuyer } from "./fixtures/orders";
import { expectToast } from "./fixtures/toasts";

/** Annapurna Foods Wholesale (seller3, Chennai: Tamil Nadu) sells rice; delivered to Mumbai it is an IGST supply. */
const RICE = "Sona Masoori Rice, 25 kg Bag"; // ₹1,375 × 10
/** The seller's prefix (ANNAPURNA unless changed in Settings), CN, the financial year and the sequence. */
const CREDIT_NOTE_NUMBER = /[A-Z0-9]+\/CN\/\d{4}-\d{2}\/\d{6}/;

async function pdfTextOf(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1)
    pages.push((await (await pdf.getPage(number)).getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" "));
  return pages.join(" ");
}

test("a buyer cancels a paid order and downloads its credit note against the invoice from the order page", async ({ page }) => {
  await page.goto("/");
  await signInFreshBuyer(page);
  const order = await placePaidOrder(page.request, RICE);
  const { invoice } = (await (await page.request.get(`/api/buyer/orders/${order.id}`)).json()) as { invoice: { invoiceNumber: string } };

  await page.goto(`/buyer-dashboard/orders/${order.id}`);
  await expect(page.getByRole("region", { name: "Credit notes" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel Order" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel order" }).click();
  await expectToast(page, "Order cancelled", `Order ${order.orderNumber} has been cancelled.`);

  const notes = page.getByRole("region", { name: "Credit notes" });
  await expect(notes).toContainText(CREDIT_NOTE_NUMBER);
  await expect(notes).toContainText("Order cancelled");
  await expect(notes).toContainText("₹13,750.00");
  const link = notes.getByRole("link", { name: new RegExp(`^Download credit note ${CREDIT_NOTE_NUMBER.source} \\(PDF\\)$`) });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^[A-Z0-9]+-CN-\d{4}-\d{2}-\d{6}\.pdf$/);
  const text = await pdfTextOf(download);
  expect(text).toContain("Credit Note");
  expect(text).toContain(invoice.invoiceNumber);
  expect(text).toContain("IGST");
});
