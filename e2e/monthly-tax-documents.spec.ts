import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { loginAs } from "./fixtures/accounts";
import { adminSession } from "./fixtures/orders";
import { buyerSession, freshSellerWithProduct } from "./fixtures/seller-orders";

/** India's month now ("2026-11"): today's orders and their invoices belong to it. */
const thisIndiaMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/** The text of the file a click on `link` downloads. */
async function downloaded(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
}

test.describe("monthly statements and tax reports", () => {
  test("a seller downloads this month's statement from Payouts: its invoice, TCS, fee, GST on fee and TDS", async ({ page, browser }) => {
    const { productName } = await freshSellerWithProduct(page);
    const buyer = await buyerSession(browser);
    const order = await buyer.order(productName);
    await buyer.close();
    const admin = await adminSession(browser);
    await admin.setStatus(order.id, "Delivered");
    await admin.close();

    await page.goto("/seller-dashboard/payouts");
    await expect(page.getByRole("heading", { name: "Monthly statement" })).toBeVisible();
    const month = thisIndiaMonth();
    await page.getByLabel("Month").selectOption(month);
    const csv = await downloaded(page, page.getByRole("link", { name: /^Download the statement of .+ as CSV$/ }));
    expect(csv.name).toBe(`statement-${month}.csv`);
    const [documents, figures] = csv.text.replace(/^\uFEFF/, "").split("\r\n\r\n");
    const [header, ...rows] = documents!.split("\r\n");
    expect(header).toBe("document,number,date,order_number,buyer_gstin,invoice_number,taxable_value,cgst,sgst,igst,total");
    expect(rows).toEqual([expect.stringMatching(new RegExp(`^invoice,[A-Z0-9]+/\\d{4}-\\d{2}/\\d{6},${month}-\\d{2},${order.orderNumber},B2C,,`))]);
    // 5 × ₹100 incl. 5% GST from a Maharashtra seller to Mumbai: taxable ₹476.19, TCS 0.5% ₹2.38 (₹1.19 + ₹1.19);
    // fee 5% ₹25.00, GST on it 18% ₹4.50, TDS 0.1% ₹0.50: net ₹500 − 25 − 4.50 − 2.38 − 0.50 = ₹467.62.
    expect(figures).toContain("\r\ntcs_cgst,1.19\r\ntcs_sgst,1.19\r\ntcs_igst,0.00\r\ntcs_total,2.38\r\n");
    expect(figures).toContain("\r\norders_delivered,1\r\ngross,500.00\r\nplatform_fee,25.00\r\ngst_on_fee,4.50\r\ntcs_deducted,2.38\r\ntds,0.50\r\nnet_payout,467.62\r\n");
    await expect(page.getByRole("link", { name: /^Download the statement of .+ as PDF$/ })).toHaveAttribute("href", `/api/seller/statements/${month}.pdf`);
  });

  test("the admin downloads the month's TCS report with the columns of GSTR-8 from Payouts", async ({ page, browser }) => {
    // An order paid today, so this month has an invoice and its TCS.
    const sellerPage = await browser.newPage();
    const { productName } = await freshSellerWithProduct(sellerPage);
    await sellerPage.close();
    const buyer = await buyerSession(browser);
    await buyer.order(productName);
    await buyer.close();

    await loginAs(page, "admin");
    await page.goto("/admin-dashboard/payouts");
    await expect(page.getByRole("heading", { name: "Tax reports" })).toBeVisible();
    const month = thisIndiaMonth();
    await page.getByLabel("Month").selectOption(month);
    const tcs = await downloaded(page, page.getByRole("link", { name: /^Download the TCS report \(GSTR-8\) of / }));
    expect(tcs.name).toBe(`tcs-gstr8-${month}.csv`);
    const [header, ...rows] = tcs.text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(header).toBe("supplier_gstin,gross_value_of_supplies,value_of_supplies_returned,net_amount_liable_for_tcs,igst,cgst,sgst");
    // The fresh sellers are registered in Maharashtra (27…): their supplies to Mumbai carry TCS as CGST + SGST.
    expect(rows).toContainEqual(expect.stringMatching(/^27AAPFU0939F1ZV,\d+\.\d{2},\d+\.\d{2},-?\d+\.\d{2},\d+\.\d{2},\d+\.\d{2},\d+\.\d{2}$/));
    await expect(page.getByRole("link", { name: /^Download the TDS report of / })).toHaveAttribute("href", `/api/admin/tax-reports/${month}/tds.csv`);
  });
});
