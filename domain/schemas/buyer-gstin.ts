import { z } from "zod";
import { indianStateForGstStateCode } from "../india/gst-state-codes";
import { isValidGstin } from "../india/gstin";

/**
 * A buyer's GSTIN as typed (trimmed, capitals): empty for none; otherwise a valid check character and a state code of
 * a real state or union territory (not 97 "Other Territory" nor 99 "Centre Jurisdiction").
 */
export const buyerGstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(20, "validation:tax.gstin")
  .superRefine((gstin, ctx) => {
    if (gstin === "") return;
    if (!isValidGstin(gstin)) ctx.addIssue({ code: "custom", message: "validation:tax.gstin" });
    else if (!indianStateForGstStateCode(gstin.slice(0, 2))) ctx.addIssue({ code: "custom", message: "validation:tax.gstinState" });
  });

/**
 * The GSTIN fields of the buyer's profile. Left out, they stay as they are; empty, they are cleared. The legal name
 * is what a B2B invoice prints beside the GSTIN.
 */
export const buyerGstinFields = {
  gstNumber: buyerGstinSchema.optional(),
  gstLegalName: z.string().trim().max(200, "validation:tax.gstLegalNameTooLong").optional(),
};

/** A GSTIN needs its legal name beside it. */
export function requireLegalNameWithGstin(value: { gstNumber?: string; gstLegalName?: string }, ctx: z.RefinementCtx) {
  if (value.gstNumber && !value.gstLegalName) ctx.addIssue({ code: "custom", message: "validation:tax.gstLegalNameRequired", path: ["gstLegalName"] });
}
