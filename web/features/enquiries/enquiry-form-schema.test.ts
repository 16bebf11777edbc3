import { describe, expect, it } from "vitest";
import { emptyEnquiryForm, enquiryFormSchema, type EnquiryFormValues } from "./enquiry-form-schema";
import { enquiryTarget } from "./enquiry-target";

const PRODUCT_ID = "3f0c2a1e-0000-4000-8000-000000000001";
const SELLER_ID = "3f0c2a1e-0000-4000-8000-000000000002";
const product = enquiryTarget({ product: { id: PRODUCT_ID, name: "Kraft Envelopes", minOrderQuantity: 10 } });
const seller = enquiryTarget({ seller: { id: SELLER_ID, companyName: "Kolkata Books & Paper Co" } });

const filled = (overrides: Partial<EnquiryFormValues> = {}): EnquiryFormValues => ({
  ...emptyEnquiryForm(product),
  deliveryCity: "Mumbai",
  deliveryPincode: "400050",
  message: "Best price for 40 packs?",
  ...overrides,
});

const issues = (result: ReturnType<ReturnType<typeof enquiryFormSchema>["safeParse"]>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));

describe("enquiry form", () => {
  it("starts at the product's minimum order", () => {
    expect(emptyEnquiryForm(product).quantity).toBe("10");
    expect(emptyEnquiryForm(seller).quantity).toBe("1");
  });

  it("turns rupees into paise exactly, never through floating point", () => {
    const schema = enquiryFormSchema(product);
    expect(schema.parse(filled({ targetPrice: "289.99" })).targetUnitPrice).toBe(28_999);
    expect(schema.parse(filled({ targetPrice: "0.29" })).targetUnitPrice).toBe(29);
    expect(schema.parse(filled({ targetPrice: "1250.5" })).targetUnitPrice).toBe(125_050);
    expect(schema.parse(filled({ targetPrice: " 300 " })).targetUnitPrice).toBe(30_000);
  });

  it("leaves the target price out when it is empty", () => {
    const input = enquiryFormSchema(product).parse(filled());
    expect(input).toEqual({ productId: PRODUCT_ID, quantity: 10, deliveryCity: "Mumbai", deliveryPincode: "400050", message: "Best price for 40 packs?" });
    expect("targetUnitPrice" in input).toBe(false);
  });

  it("names a seller instead of a product from a seller's page", () => {
    expect(enquiryFormSchema(seller).parse(filled({ quantity: "1" }))).toMatchObject({ sellerId: SELLER_ID, quantity: 1 });
  });

  it("refuses what the form can judge with its own keys, the rest with the server schema's keys", () => {
    const schema = enquiryFormSchema(product);
    expect(issues(schema.safeParse(filled({ targetPrice: "12.345", quantity: "ten" })))).toEqual({
      targetPrice: "conversations:enquiry.errors.rupees",
      quantity: "conversations:enquiry.errors.quantity",
    });
    expect(issues(schema.safeParse(filled({ quantity: "9" })))).toEqual({ quantity: "The minimum order is 10." });
    expect(issues(schema.safeParse(filled({ targetPrice: "0", deliveryPincode: "12345", message: " " })))).toEqual({
      targetPrice: "validation:price.targetAboveZero",
      deliveryPincode: "validation:delivery.pinCode",
      message: "validation:message.toSellerRequired",
    });
  });
});
