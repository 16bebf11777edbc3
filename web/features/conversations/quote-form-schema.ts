import { tryRupeesToPaise } from "@domain/money";
import { isAllowedValidity } from "@domain/quotations";
import { type QuoteInput, quoteInputSchema } from "@domain/schemas/conversations";
import { indiaDate } from "@domain/subscription-term";
import { z } from "zod";

/** The Send quotation form as typed: numbers and rupees stay text until sent; the date is YYYY-MM-DD. */
export type QuoteFormValues = {
  productId: string;
  quantity: string;
  /** Rupees with at most two decimals. */
  unitPrice: string;
  validUntil: string;
  deliveryTerms: string;
  note: string;
};

const DAY_MS = 86_400_000;
export const DEFAULT_VALIDITY_DAYS = 7;

/** India's calendar date `days` from now (YYYY-MM-DD). */
export const indiaDateIn = (days: number, now = new Date()) => indiaDate(new Date(now.getTime() + days * DAY_MS));

const WHOLE_NUMBER = /^\d+$/;

/**
 * The typed form turned into the API's input: what only the form can judge first, then the schema the server
 * applies. Every message is a translation key (the form's own in "conversations", the schema's in "validation").
 * Rupees become paise exactly (tryRupeesToPaise), never through floating point.
 */
export function quoteFormSchema(now: () => Date = () => new Date()) {
  return z.custom<QuoteFormValues>().transform((values, ctx): QuoteInput => {
    const fail = (path: keyof QuoteFormValues, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!values.productId) fail("productId", "conversations:sendQuote.errors.product");
    if (!WHOLE_NUMBER.test(values.quantity.trim())) fail("quantity", "conversations:sendQuote.errors.quantity");
    const unitPrice = tryRupeesToPaise(values.unitPrice.trim());
    if (values.unitPrice.trim() === "" || unitPrice === null) fail("unitPrice", "conversations:sendQuote.errors.rupees");
    if (!isAllowedValidity(values.validUntil, now())) fail("validUntil", "conversations:sendQuote.errors.validity");
    if (ctx.issues.length > 0) return z.NEVER;

    const input: QuoteInput = {
      productId: values.productId,
      quantity: Number(values.quantity.trim()),
      unitPrice: unitPrice!,
      validUntil: values.validUntil,
      deliveryTerms: values.deliveryTerms,
      note: values.note,
    };
    const checked = quoteInputSchema.safeParse(input);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: issue.path.slice(0, 1), message: issue.message });
    return z.NEVER;
  });
}
