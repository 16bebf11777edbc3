import { tryRupeesToPaise } from "@domain/money";
import { type EnquiryInput, enquiryInputSchema } from "@domain/schemas/conversations";
import { z } from "zod";
import { i18n } from "@web/lib/i18n";
import type { EnquiryTarget } from "./enquiry-target";

/** The Contact Seller form as typed: numbers and rupees stay text until sent. */
export type EnquiryFormValues = {
  quantity: string;
  /** Rupees with at most two decimals, or empty for no target. */
  targetPrice: string;
  deliveryCity: string;
  deliveryPincode: string;
  message: string;
};

export function emptyEnquiryForm(target: EnquiryTarget): EnquiryFormValues {
  return { quantity: String(target.minOrderQuantity), targetPrice: "", deliveryCity: "", deliveryPincode: "", message: "" };
}

const WHOLE_NUMBER = /^\d+$/;

/** The shared schema's field names in the form's (targetUnitPrice is typed as rupees in targetPrice). */
function formPath(path: PropertyKey[]): PropertyKey[] {
  return path[0] === "targetUnitPrice" ? ["targetPrice"] : path.slice(0, 1);
}

/**
 * The typed form turned into the API's input: first what only the form can judge (text that is not a number, the
 * product's minimum order), then the same schema the server applies. Messages are translation keys (the form's own
 * in "conversations", the schema's in "validation"). Rupees become paise exactly (tryRupeesToPaise), never through
 * floating point.
 */
export function enquiryFormSchema(target: EnquiryTarget) {
  return z.custom<EnquiryFormValues>().transform((values, ctx): EnquiryInput => {
    const fail = (path: keyof EnquiryFormValues, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const quantityText = values.quantity.trim();
    if (!WHOLE_NUMBER.test(quantityText)) fail("quantity", "conversations:enquiry.errors.quantity");
    const priceText = values.targetPrice.trim();
    const targetUnitPrice = priceText === "" ? undefined : tryRupeesToPaise(priceText);
    if (targetUnitPrice === null) fail("targetPrice", "conversations:enquiry.errors.rupees");
    if (ctx.issues.length > 0) return z.NEVER;

    const quantity = Number(quantityText);
    if (quantity < target.minOrderQuantity) {
      // A key cannot carry the product's number, so this one is worded here, in the page's language.
      fail("quantity", i18n.t("conversations:enquiry.errors.minimumOrder", { min: target.minOrderQuantity }));
      return z.NEVER;
    }
    const input: EnquiryInput = {
      ...(target.kind === "product" ? { productId: target.id } : { sellerId: target.id }),
      quantity,
      ...(targetUnitPrice === undefined || targetUnitPrice === null ? {} : { targetUnitPrice }),
      deliveryCity: values.deliveryCity,
      deliveryPincode: values.deliveryPincode,
      message: values.message,
    };
    const checked = enquiryInputSchema.safeParse(input);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: formPath(issue.path), message: issue.message });
    return z.NEVER;
  });
}
