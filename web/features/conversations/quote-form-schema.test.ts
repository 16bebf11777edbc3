import { describe, expect, it } from "vitest";
import { indiaDateIn, quoteFormSchema, type QuoteFormValues } from "./quote-form-schema";

const NOW = new Date("2025-03-05T20:00:00Z"); // 6 March, 1:30 am in India
const PRODUCT_ID = "3f0c2a1e-0000-4000-8000-000000000001";
const values = (overrides: Partial<QuoteFormValues> = {}): QuoteFormValues => ({
  productId: PRODUCT_ID,
  quantity: "40",
  unitPrice: "289.90",
  validUntil: "2025-03-13",
  deliveryTerms: "Dispatch in 5 days",
  note: "",
  ...overrides,
});
const schema = quoteFormSchema(() => NOW);
const issues = (result: ReturnType<typeof schema.safeParse>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));

describe("quotation form", () => {
  it("defaults its validity in India's calendar", () => {
    expect(indiaDateIn(0, NOW)).toBe("2025-03-06");
    expect(indiaDateIn(7, NOW)).toBe("2025-03-13");
  });

  it("sends the unit price in paise, exactly", () => {
    expect(schema.parse(values())).toEqual({
      productId: PRODUCT_ID,
      quantity: 40,
      unitPrice: 28_990,
      validUntil: "2025-03-13",
      deliveryTerms: "Dispatch in 5 days",
      note: "",
    });
    expect(schema.parse(values({ unitPrice: "0.1" })).unitPrice).toBe(10);
  });

  it("refuses a missing product, a bad number, an amount with three decimals and a date out of range", () => {
    expect(issues(schema.safeParse(values({ productId: "", quantity: "4.5", unitPrice: "1.999", validUntil: "2025-03-05" })))).toEqual({
      productId: "conversations:sendQuote.errors.product",
      quantity: "conversations:sendQuote.errors.quantity",
      unitPrice: "conversations:sendQuote.errors.rupees",
      validUntil: "conversations:sendQuote.errors.validity",
    });
    expect(issues(schema.safeParse(values({ validUntil: indiaDateIn(91, NOW) })))).toEqual({ validUntil: "conversations:sendQuote.errors.validity" });
    expect(issues(schema.safeParse(values({ unitPrice: "0" })))).toEqual({ unitPrice: "validation:price.unitAboveZero" });
  });
});
