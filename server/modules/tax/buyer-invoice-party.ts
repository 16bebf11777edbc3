import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { type CheckoutSnapshot, type InvoiceParty, profiles } from "../../db/schema";

/**
 * The recipient a buyer's order invoices name: with "Use my GSTIN for input tax credit", the GSTIN's legal name and
 * the GSTIN (a B2B invoice); otherwise the buyer's business or own name (B2C). The billing address either way.
 */
export async function buyerInvoiceParty(db: Executor, buyerId: string, snapshot: CheckoutSnapshot): Promise<InvoiceParty> {
  const [buyer] = await db.select({ companyName: profiles.companyName }).from(profiles).where(eq(profiles.id, buyerId));
  const billing = snapshot.billingAddress;
  const { firstName, lastName } = snapshot.contact;
  return {
    name: snapshot.buyerGstin?.legalName ?? buyer?.companyName ?? `${firstName} ${lastName}`,
    address: [billing.address, billing.city, billing.zip].filter(Boolean).join(", "),
    state: billing.state,
    gstin: snapshot.buyerGstin?.gstin ?? null,
  };
}
