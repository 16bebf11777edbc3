import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialYearOf } from "@domain/financial-year";
import { monthDays } from "@domain/india-month";
import type { App } from "../../app";
import { invoiceCounters, platformFeeInvoices, user } from "../../db/schema";
import { signInAs } from "../../test/sign-in";
import { emailsTo } from "../../test/outbox";
import { pdfText } from "../../test/pdf-text";
import { createTestApp } from "../../test/test-app";
import { tradeOfAMonth } from "../tax-reports/tax-month.fixture";
import { issuePlatformFeeInvoices } from "./issue-platform-fee-invoices";

let app: App;
let trade: Awaited<ReturnType<typeof tradeOfAMonth>>;
beforeAll(async () => {
  app = await createTestApp();
  const buyer = await signInAs(app, "buyer");
  trade = await tradeOfAMonth(app, buyer.headers, "FEEINV");
});
afterAll(async () => app.close());

const counter = async (financialYear: string) =>
  (await app.ctx.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, financialYear)))[0]?.lastSequence ?? 0;

describe("the platform's monthly fee invoices", () => {
  it("bills each seller's fees of the month with 18% GST in the platform's series, once however often the job runs", async () => {
    // Issued on the first day of the next month, as the job does.
    const issuedOn = monthDays(trade.month).next;
    const year = financialYearOf(issuedOn);
    const before = await counter(year);

    const numbers = await issuePlatformFeeInvoices(app.ctx, trade.month, issuedOn);
    expect(numbers.sort()).toEqual([`BB/${year}/${String(before + 1).padStart(6, "0")}`, `BB/${year}/${String(before + 2).padStart(6, "0")}`]);
    expect(await counter(year)).toBe(before + 2);

    const rows = await app.ctx.db.select().from(platformFeeInvoices).where(eq(platformFeeInvoices.month, trade.month));
    const of = (sellerId: string) => rows.find((row) => row.sellerId === sellerId)!;
    // Maharashtra seller, the platform in Karnataka: IGST. Fee 5% of ₹1,180 = ₹59.00, GST 18% = ₹10.62.
    expect(of(trade.maharashtra.seller.id)).toMatchObject({ issuedOn, orderCount: 1, taxableValue: 5_900, cgst: 0, sgst: 0, igst: 1_062, total: 6_962 });
    expect(of(trade.maharashtra.seller.id).recipient).toMatchObject({ name: "FEEINVM Traders", state: "Maharashtra", gstin: "27AAPFU0939F1ZV" });
    // Karnataka seller, the platform's state: CGST + SGST. Fee 5% of ₹590 = ₹29.50, GST ₹5.31, the odd paisa to CGST.
    expect(of(trade.karnataka.seller.id)).toMatchObject({ orderCount: 1, taxableValue: 2_950, cgst: 266, sgst: 265, igst: 0, total: 3_481 });

    // Run again (a retried job): nothing new, no number taken.
    expect(await issuePlatformFeeInvoices(app.ctx, trade.month, issuedOn)).toEqual([]);
    expect(await counter(year)).toBe(before + 2);
    expect(await app.ctx.db.select().from(platformFeeInvoices).where(eq(platformFeeInvoices.month, trade.month))).toHaveLength(2);

    // Each seller is emailed its invoice once, with the PDF.
    const [seller] = await app.ctx.db.select({ email: user.email }).from(user).where(eq(user.id, trade.maharashtra.seller.id));
    const mails = (await emailsTo(app, seller!.email)).filter((mail) => mail.subject.includes("marketplace fees"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments.map((attachment) => attachment.filename)).toEqual([`${of(trade.maharashtra.seller.id).invoiceNumber.replaceAll("/", "-")}.pdf`]);
    const text = await pdfText(Buffer.from(mails[0]!.attachments[0]!.contentBase64, "base64"));
    for (const words of ["Tax Invoice", of(trade.maharashtra.seller.id).invoiceNumber, "SAC: 998599", "Marketplace fees on 1 order delivered in", "IGST @ 18%", "Rs. 10.62", "Rs. 69.62", "FEEINVM Traders"])
      expect(text).toContain(words);
  });

  it("is never issued for a month that has not ended", async () => {
    await expect(issuePlatformFeeInvoices(app.ctx, trade.month, `${trade.month}-28`)).rejects.toThrow(RangeError);
  });
});
