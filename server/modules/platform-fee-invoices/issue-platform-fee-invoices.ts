import { and, eq } from "drizzle-orm";
import { indiaMonthOf, monthName } from "@domain/india-month";
import { LANGUAGE_LOCALES, localisedPath } from "@domain/languages";
import { formatINR } from "@domain/money";
import { feeInvoiceTax, sumDeductions } from "@domain/month-deductions";
import type { PayoutDeductions } from "@domain/payout-deductions";
import type { AppContext } from "../../app-context";
import { type InvoiceParty, platformFeeInvoices, profiles, user } from "../../db/schema";
import { linkEmail } from "../../platform/email/account-emails";
import { enqueueEmail } from "../../platform/email/outbox";
import { textsFor } from "../../platform/i18n/server-texts";
import { invoiceFileName } from "../invoices/pdf-document";
import { nextPlatformInvoiceNumber } from "../invoices/platform-invoice-number";
import { sellerTaxIdentity } from "../tax/seller-tax-identity";
import { deliveredOrderDeductions } from "../tax-reports/delivered-order-deductions";
import { renderFeeInvoicePdf } from "./render-fee-invoice-pdf";

/** The job that issues the previous month's fee invoices, once per India month (background-jobs.ts). */
export const PLATFORM_FEE_INVOICES_JOB = "platform-fee-invoices";

type Ctx = Pick<AppContext, "db" | "config">;

/**
 * Issues each seller with fees on orders delivered in `month` the platform's tax invoice for them (ADR 32, "Months"),
 * dated `issuedOn`, one transaction per seller: the number from the platform's series, the row and the email with
 * the PDF commit together. A seller already invoiced for the month is skipped, so a rerun issues nothing twice and
 * takes no number. Returns the numbers issued.
 */
export async function issuePlatformFeeInvoices(ctx: Ctx, month: string, issuedOn: string): Promise<string[]> {
  if (indiaMonthOf(issuedOn) <= month) throw new RangeError(`fees of ${month} are invoiced after the month ends, not on ${issuedOn}`);
  const bySeller = new Map<string, PayoutDeductions[]>();
  for (const order of await deliveredOrderDeductions(ctx.db, month)) bySeller.set(order.sellerId, [...(bySeller.get(order.sellerId) ?? []), order.deductions]);
  const issued: string[] = [];
  for (const [sellerId, orders] of bySeller) {
    const fees = sumDeductions(orders);
    if (fees.fee === 0) continue;
    const number = await issueOne(ctx, { sellerId, month, issuedOn, fees });
    if (number) issued.push(number);
  }
  return issued;
}

async function issueOne(ctx: Ctx, input: { sellerId: string; month: string; issuedOn: string; fees: ReturnType<typeof sumDeductions> }) {
  return ctx.db.transaction(async (tx) => {
    // Taken before a number is: a seller already invoiced for the month costs the series nothing.
    const [existing] = await tx
      .select({ id: platformFeeInvoices.id })
      .from(platformFeeInvoices)
      .where(and(eq(platformFeeInvoices.sellerId, input.sellerId), eq(platformFeeInvoices.month, input.month)));
    if (existing) return null;
    const supplier: InvoiceParty = { ...ctx.config.invoicing.supplier };
    const identity = (await sellerTaxIdentity(tx, input.sellerId)).supplier;
    // The place of supply of a service to a business is its registration's state, else its address's, else ours.
    const recipient: InvoiceParty = { ...identity, state: identity.state || supplier.state };
    const tax = feeInvoiceTax(input.fees, recipient.state === supplier.state);
    const { number, financialYear, sequence } = await nextPlatformInvoiceNumber(tx, ctx.config.invoicing.series, input.issuedOn);
    const [invoice] = await tx
      .insert(platformFeeInvoices)
      .values({
        sellerId: input.sellerId,
        month: input.month,
        invoiceNumber: number,
        financialYear,
        sequence,
        issuedOn: input.issuedOn,
        supplier,
        recipient,
        orderCount: input.fees.orderCount,
        ...tax,
      })
      .returning();
    const [seller] = await tx.select({ email: user.email, language: profiles.language }).from(profiles).innerJoin(user, eq(user.id, profiles.id)).where(eq(profiles.id, input.sellerId));
    const { language, t } = textsFor(seller!.language);
    const month = monthName(input.month, LANGUAGE_LOCALES[language]);
    await enqueueEmail(tx, {
      ...linkEmail(
        seller!.email,
        t("feeInvoice.subject", { number, month }),
        {
          before: [t("feeInvoice.body", { month }), t("feeInvoice.attached", { number, total: formatINR(tax.total), taxable: formatINR(tax.taxableValue), gst: formatINR(input.fees.feeGst) })],
          action: t("feeInvoice.action"),
          link: `${ctx.config.publicUrl}${localisedPath("/seller-dashboard/payouts", language)}`,
          after: [t("feeInvoice.keep")],
        },
        language,
      ),
      attachments: [{ filename: invoiceFileName(number), contentType: "application/pdf", content: await renderFeeInvoicePdf(invoice!, language) }],
    });
    return number;
  });
}
