import { describe, expect, it } from "vitest";
import { indiaDate } from "@domain/subscription-term";
import { EMPTY_REQUIREMENT_FORM, requirementFormSchema, type RequirementFormValues } from "./requirement-form-schema";

const filled = (overrides: Partial<RequirementFormValues> = {}): RequirementFormValues => ({
  ...EMPTY_REQUIREMENT_FORM,
  category: "Apparel",
  productName: "Cotton polo T-shirts",
  quantity: "3000",
  deliveryCity: "Indore",
  deliveryPincode: "452001",
  ...overrides,
});

const issuesOf = (values: RequirementFormValues) => {
  const result = requirementFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("the requirement form", () => {
  it("turns rupees into whole paise without floating point, and leaves an empty price for the sellers' best price", () => {
    expect(requirementFormSchema.parse(filled({ targetPrice: "185.10" })).targetUnitPrice).toBe(18_510);
    expect(requirementFormSchema.parse(filled({ targetPrice: "0.29" })).targetUnitPrice).toBe(29);
    const best = requirementFormSchema.parse(filled({ targetPrice: " " }));
    expect(best.targetUnitPrice).toBeUndefined();
    expect(best).toMatchObject({ quantity: 3000, neededBy: undefined });
  });

  it("names what only the form can judge with its own keys, then the shared schema's", () => {
    expect(issuesOf(filled({ category: "", quantity: "12.5", targetPrice: "18.555" }))).toEqual([
      ["category", "requirements:form.errors.categoryRequired"],
      ["quantity", "requirements:form.errors.quantity"],
      ["targetPrice", "requirements:form.errors.rupees"],
    ]);
    expect(issuesOf(filled({ targetPrice: "0", deliveryPincode: "12", neededBy: indiaDate(new Date(Date.now() - 3 * 86_400_000)) }))).toEqual(
      expect.arrayContaining([
        ["targetPrice", "validation:price.targetAboveZero"],
        ["deliveryPincode", "validation:delivery.pinCode"],
        ["neededBy", "validation:date.neededByPast"],
      ]),
    );
  });
});
