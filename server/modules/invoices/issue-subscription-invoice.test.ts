import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../config";
import type { Database, DatabaseHandle } from "../../db/client";
import { emailOutbox, profiles, subscriptionInvoices, subscriptionPlans } from "../../db/schema";
import { pdfText } from "../../test/pdf-text";
import { createTestDatabase } from "../../test/test-database";
import { createTestSeller } from "../catalog/test-factories";
import { startSubscription } from "../subscriptions/start-subscription";
import { issueSubscriptionInvoice } from "./issue-subscription-invoice";
import { sellerInvoicePdf } from "./seller-invoices";

let handle: DatabaseHandle;
let db: Database;
let planId: string;
const config = parseConfig({ NODE_ENV: "test" });

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  planId = (await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard")))[0]!.id;
});
afterAll(async () => handle.close());

/** One activation: a subscription and its invoice, in one transaction (as activate-subscription-payment.ts does). */
async function activate(issuedOn: string, seller?: { id: string }, fail = false) {
  const { id: userId } = seller ?? (await createTestSeller(db, { billingAddress: { address: "9 Mall Road", city: "Ludhiana", state: "Punjab", zip: "141001", country: "India" } }));
  return db.transaction(async (tx) => {
    const subscription = await startSubscription(tx, { userId, planId, billingCycle: "monthly", startDate: issuedOn, endDate: issuedOn, paymentOrderId: null });
    const invoice = await issueSubscriptionInvoice(tx, config, {
      subscriptionId: subscription.id,
      userId,
      planName: "Standard",
      billingCycle: "monthly",
      periodStart: issuedOn,
      periodEnd: issuedOn,
      paymentOrderId: `sub_Standard_${Date.now()}`,
      base: 99_900,
      gst: 17_982,
      issuedOn,
    });
    if (fail) throw new Error("the activation failed after its invoice number was taken");
    return invoice;
  });
}

describe("issueSubscriptionInvoice", () => {
  it("numbers 20 concurrent activations 1 to 20 in their financial year, without gaps or repeats", async () => {
    const invoices = await Promise.all(Array.from({ length: 20 }, () => activate("2031-05-01")));
    expect(invoices.map((invoice) => invoice.invoiceNumber).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `BB/2031-32/${String(i + 1).padStart(6, "0")}`),
    );
  });

  it("gives a rolled-back activation's number to the next, and starts again at 1 in a new financial year", async () => {
    await expect(activate("2033-06-01", undefined, true)).rejects.toThrow("activation failed");
    expect((await activate("2033-06-02")).invoiceNumber).toBe("BB/2033-34/000001");
    expect((await activate("2034-03-31")).invoiceNumber).toBe("BB/2033-34/000002");
    expect((await activate("2034-04-01")).invoiceNumber).toBe("BB/2034-35/000001");
  });

  it("prints a tax invoice: parties with GSTINs, IGST across states, the total in figures and words", async () => {
    const { id } = await activate("2035-07-15");
    const [invoice] = await db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, id));
    expect(invoice).toMatchObject({ cgst: 0, sgst: 0, igst: 17_982, total: 117_882, recipient: { state: "Punjab" } });
    // The seller's email carries the same PDF as the download.
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, `Tax invoice ${invoice!.invoiceNumber} for your Standard plan`));
    expect(mail!.attachments.map((attachment) => attachment.filename)).toEqual([`${invoice!.invoiceNumber.replaceAll("/", "-")}.pdf`]);
    const attached = Buffer.from(mail!.attachments[0]!.contentBase64, "base64");
    expect(attached.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(attached);
    for (const expected of [
      "Tax Invoice",
      "BB/2035-36/000001",
      `GSTIN: ${config.invoicing.supplier.gstin}`,
      "SAC: 998599",
      "IGST @ 18%",
      "Rs. 1,178.82",
      "Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only",
    ])
      expect(text).toContain(expected);
  });

  it("writes to a Hindi-speaking seller in Hindi and prints the invoice's labels in Hindi, figures and numbers as they are", async () => {
    const seller = await createTestSeller(db, { language: "hi", billingAddress: { address: "9 Mall Road", city: "Ludhiana", state: "Punjab", zip: "141001", country: "India" } });
    const { id, invoiceNumber } = await activate("2037-07-15", seller);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, `आपके Standard प्लान का टैक्स इनवॉइस ${invoiceNumber}`));
    expect(mail!.textBody).toContain("Standard प्लान की सदस्यता लेने के लिए धन्यवाद (15 जुलाई 2037 से 15 जुलाई 2037 तक)।");
    expect(mail!.textBody).toContain(`₹1,178.82 का आपका GST टैक्स इनवॉइस ${invoiceNumber} (कर योग्य मूल्य ₹999.00 + GST ₹179.82) साथ में लगा है।`);
    expect(mail!.textBody).toContain(`${config.publicUrl}/hi/seller-dashboard/subscription`);

    const attached = Buffer.from(mail!.attachments[0]!.contentBase64, "base64");
    const downloaded = (await sellerInvoicePdf(db, seller.id, id)).pdf;
    for (const pdf of [attached, downloaded]) {
      const text = await pdfText(pdf);
      // Labels whose letters a reader's text extraction keeps in order (a vowel sign written before its consonant,
      // such as ि, comes out in drawing order, though the page shows it right).
      for (const expected of [
        "टैक्स इनवॉइस",
        `इनवॉइस नंबर: ${invoiceNumber}`,
        "राज्य: Punjab",
        `GSTIN: ${config.invoicing.supplier.gstin}`,
        "SAC: 998599",
        "कर योग्य मूल्य",
        "IGST @ 18%",
        "कुल",
        "₹1,178.82",
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain("Tax Invoice");
      expect(text).not.toContain("Taxable value");
    }
  });

  it("bills a seller as its settings keep it: the business address, and the state of its GSTIN as the place of supply", async () => {
    const seller = await createTestSeller(db, { gstNumber: "27AAPFU0939F1ZV" });
    await db.update(profiles).set({ address: "Plot 4, MIDC, Pune 411019" }).where(eq(profiles.id, seller.id));
    const { id } = await activate("2036-08-01", seller);
    const [invoice] = await db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, id));
    expect(invoice).toMatchObject({
      cgst: 0,
      sgst: 0,
      igst: 17_982,
      recipient: { address: "Plot 4, MIDC, Pune 411019", state: "Maharashtra", gstin: "27AAPFU0939F1ZV" },
    });
  });
});
