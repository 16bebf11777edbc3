import { eq } from "drizzle-orm";
import { localisedPath } from "@domain/languages";
import { formatINR } from "@domain/money";
import type { BillingCycle } from "@domain/plans";
import { invoiceTaxLines, placeOfSupply } from "@domain/tax-invoice";
import type { Config } from "../../config";
import type { Transaction } from "../../db/client";
import { type InvoiceParty, profiles, subscriptionInvoices, user } from "../../db/schema";
import { linkEmail } from "../../platform/email/account-emails";
import { enqueueEmail } from "../../platform/email/outbox";
import { shownDate, textsFor } from "../../platform/i18n/server-texts";
import { invoiceFileName } from "./pdf-document";
import { nextPlatformInvoiceNumber } from "./platform-invoice-number";
import { renderInvoicePdf } from "./render-invoice-pdf";

export type SubscriptionInvoiceInput = {
  subscriptionId: string;
  userId: string;
  planName: string;
  billingCycle: BillingCycle;
  periodStart: string;
  periodEnd: string;
  paymentOrderId: string | null;
  /** Paise. */
  base: number;
  gst: number;
  /** India date, YYYY-MM-DD. */
  issuedOn: string;
};

/**
 * Writes the GST tax invoice of a paid subscription in the caller's (activating) transaction and queues it to the
 * seller with the PDF attached. The number is the platform's next of the financial year (nextPlatformInvoiceNumber), without gaps.
 */
export async function issueSubscriptionInvoice(
  tx: Transaction,
  config: Pick<Config, "invoicing" | "publicUrl">,
  input: SubscriptionInvoiceInput,
): Promise<{ id: string; invoiceNumber: string }> {
  const [seller] = await tx
    .select({
      email: user.email,
      companyName: profiles.companyName,
      contactPerson: profiles.contactPerson,
      gstNumber: profiles.gstNumber,
      billingAddress: profiles.billingAddress,
      address: profiles.address,
      language: profiles.language,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, input.userId));
  if (!seller) throw new Error(`no profile ${input.userId} to invoice`);
  const supplier: InvoiceParty = { ...config.invoicing.supplier };
  const billing = seller.billingAddress;
  const recipient: InvoiceParty = {
    name: seller.companyName ?? seller.contactPerson ?? seller.email,
    // A seller's business address is the one its settings keep; a structured billing address wins when it has one.
    address: billing ? [billing.address, billing.city, billing.zip].filter(Boolean).join(", ") : (seller.address ?? ""),
    state: placeOfSupply({ gstin: seller.gstNumber, addressState: billing?.state ?? null }, supplier.state),
    gstin: seller.gstNumber,
  };
  const { number, financialYear, sequence } = await nextPlatformInvoiceNumber(tx, config.invoicing.series, input.issuedOn);
  const tax = invoiceTaxLines(input.base, input.gst, { supplierState: supplier.state, recipientState: recipient.state });
  const [invoice] = await tx
    .insert(subscriptionInvoices)
    .values({
      subscriptionId: input.subscriptionId,
      userId: input.userId,
      invoiceNumber: number,
      financialYear,
      sequence,
      issuedOn: input.issuedOn,
      planName: input.planName,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      paymentOrderId: input.paymentOrderId,
      ...tax,
      supplier,
      recipient,
    })
    .returning();
  const { language, t } = textsFor(seller.language);
  const period = { start: shownDate(input.periodStart, language), end: shownDate(input.periodEnd, language) };
  await enqueueEmail(tx, {
    ...linkEmail(
      seller.email,
      t("planInvoice.subject", { number, plan: input.planName }),
      {
        before: [
          t("planInvoice.thanks", { plan: input.planName, ...period }),
          t("planInvoice.attached", { number, total: formatINR(tax.total), taxable: formatINR(tax.taxableValue), gst: formatINR(input.gst) }),
        ],
        action: t("planInvoice.action"),
        link: `${config.publicUrl}${localisedPath("/seller-dashboard/subscription", language)}`,
        after: [t("planInvoice.keep")],
      },
      language,
    ),
    attachments: [{ filename: invoiceFileName(number), contentType: "application/pdf", content: await renderInvoicePdf(invoice!, language) }],
  });
  return { id: invoice!.id, invoiceNumber: number };
}
