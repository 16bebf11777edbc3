import { eq } from "drizzle-orm";
import { gstStateCodeForState, indianStateForGstStateCode } from "@domain/india/gst-state-codes";
import { isValidGstin } from "@domain/india/gstin";
import { defaultInvoicePrefix } from "@domain/tax-documents";
import type { Executor } from "../../db/client";
import { type InvoiceParty, profiles, user } from "../../db/schema";

/** A seller as its tax documents name it: the supplier party, its GST state code, its invoice prefix, whether it has a PAN. */
export type SellerTaxIdentity = {
  supplier: InvoiceParty;
  stateCode: string | null;
  prefix: string;
  /** A valid GSTIN contains the seller's PAN (TDS is 0.1% with one, 5% without). */
  hasPan: boolean;
};

/**
 * The seller's state comes from its GSTIN's first two digits (its registration), else from its billing address.
 * Read in the issuing transaction; the invoice keeps a snapshot, so later profile edits never rewrite it.
 */
export async function sellerTaxIdentity(db: Executor, sellerId: string): Promise<SellerTaxIdentity> {
  const [seller] = await db
    .select({
      email: user.email,
      companyName: profiles.companyName,
      contactPerson: profiles.contactPerson,
      gstNumber: profiles.gstNumber,
      address: profiles.address,
      billingAddress: profiles.billingAddress,
      invoicePrefix: profiles.invoicePrefix,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, sellerId));
  if (!seller) throw new Error(`no seller ${sellerId}`);
  const gstin = seller.gstNumber && isValidGstin(seller.gstNumber) ? seller.gstNumber : null;
  const billing = seller.billingAddress;
  const stateCode = gstin ? gstin.slice(0, 2) : billing ? gstStateCodeForState(billing.state) : null;
  const state = (stateCode && indianStateForGstStateCode(stateCode)) ?? billing?.state ?? "";
  return {
    supplier: {
      name: seller.companyName ?? seller.contactPerson ?? seller.email,
      address: billing ? [billing.address, billing.city, billing.zip].filter(Boolean).join(", ") : (seller.address ?? ""),
      state,
      gstin,
    },
    stateCode,
    prefix: seller.invoicePrefix ?? defaultInvoicePrefix(seller.companyName),
    hasPan: gstin !== null,
  };
}
