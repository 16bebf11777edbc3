import type { CategoryName } from "@domain/categories";
import { tryRupeesToPaise } from "@domain/money";
import { type RequirementInput, requirementInputSchema } from "@domain/schemas/requirements";
import { z } from "zod";

/** The form as typed: numbers and rupees stay text until posted. */
export type RequirementFormValues = {
  category: CategoryName | "";
  productName: string;
  details: string;
  quantity: string;
  /** Rupees, up to 2 decimals; empty asks for the sellers' best price. */
  targetPrice: string;
  deliveryCity: string;
  deliveryPincode: string;
  /** YYYY-MM-DD from the date input, or empty. */
  neededBy: string;
};

export const EMPTY_REQUIREMENT_FORM: RequirementFormValues = {
  category: "",
  productName: "",
  details: "",
  quantity: "",
  targetPrice: "",
  deliveryCity: "",
  deliveryPincode: "",
  neededBy: "",
};

const WHOLE_NUMBER = /^\d+$/;
const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_REQUIREMENT_FORM));

/**
 * Validates the typed form and turns it into the API's input (the target price in paise, never a float): first what
 * only the form can judge, then the schema the server applies. Every message is a translation key (the form's own in
 * "requirements", the schema's in "validation").
 */
export const requirementFormSchema = z.custom<RequirementFormValues>().transform((values, ctx): RequirementInput => {
  const fail = (path: keyof RequirementFormValues, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (values.category === "") fail("category", "requirements:form.errors.categoryRequired");
  const quantity = values.quantity.trim();
  if (!WHOLE_NUMBER.test(quantity)) fail("quantity", "requirements:form.errors.quantity");
  const price = values.targetPrice.trim();
  const targetUnitPrice = price === "" ? undefined : tryRupeesToPaise(price);
  if (targetUnitPrice === null) fail("targetPrice", "requirements:form.errors.rupees");
  if (ctx.issues.length > 0) return z.NEVER;

  const input = {
    category: values.category as CategoryName,
    productName: values.productName,
    details: values.details,
    quantity: Number(quantity),
    targetUnitPrice: targetUnitPrice ?? undefined,
    deliveryCity: values.deliveryCity,
    deliveryPincode: values.deliveryPincode,
    neededBy: values.neededBy || undefined,
  };
  const checked = requirementInputSchema.safeParse(input);
  if (checked.success) return input;
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === "targetUnitPrice" ? "targetPrice" : String(issue.path[0]);
    ctx.addIssue({ code: "custom", path: [FORM_FIELDS.has(field) ? field : "productName"], message: issue.message });
  }
  return z.NEVER;
});
