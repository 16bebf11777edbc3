import { eq } from "drizzle-orm";
import { indianStateForGstStateCode } from "@domain/india/gst-state-codes";
import { isValidGstin } from "@domain/india/gstin";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";
import { businessRule } from "../../errors";

/**
 * The GSTIN and legal name a buyer's B2B invoices name, read from the profile when the buyer ticks "Use my GSTIN for
 * input tax credit" (the browser sends only the choice); 422 when the profile has none, or none that is valid.
 */
export async function buyerGstinOnProfile(db: Executor, buyerId: string): Promise<{ gstin: string; legalName: string }> {
  const [profile] = await db.select({ gstin: profiles.gstNumber, legalName: profiles.gstLegalName }).from(profiles).where(eq(profiles.id, buyerId));
  const gstin = profile?.gstin;
  const legalName = profile?.legalName?.trim();
  if (!gstin || !legalName || !isValidGstin(gstin) || !indianStateForGstStateCode(gstin.slice(0, 2))) throw businessRule("GSTIN_NOT_ON_PROFILE");
  return { gstin, legalName };
}
