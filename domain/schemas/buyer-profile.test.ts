import { describe, expect, it } from "vitest";
import { buyerProfileUpdateSchema } from "./buyer-profile";

const address = { address: "21 Linking Road", city: "Mumbai", state: "Maharashtra", zip: "400050", country: "India" };
const valid = { firstName: "Ravi", lastName: "Kumar", phone: "9876543210", shippingAddress: address, billingAddress: address };
const issues = (input: unknown) => {
  const result = buyerProfileUpdateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("buyer profile schema (shared by the form and PUT /api/buyer/profile)", () => {
  it("accepts a complete profile and trims text", () => {
    expect(issues(valid)).toEqual([]);
    expect(buyerProfileUpdateSchema.parse({ ...valid, firstName: "  Ravi " }).firstName).toBe("Ravi");
  });

  it("names each invalid field with a translation key", () => {
    expect(issues({ ...valid, phone: "5876543210" })).toEqual(["phone: buyer:profile.errors.phone"]);
    expect(issues({ ...valid, lastName: "" })).toEqual(["lastName: buyer:profile.errors.lastNameRequired"]);
    expect(issues({ ...valid, shippingAddress: { ...address, zip: "40005" } })).toEqual(["shippingAddress.zip: buyer:address.errors.pinCode"]);
    expect(issues({ ...valid, billingAddress: { ...address, state: "" } })).toEqual(["billingAddress.state: buyer:address.errors.stateRequired"]);
    expect(issues({ ...valid, billingAddress: { ...address, city: " " } })).toEqual(["billingAddress.city: buyer:address.errors.cityRequired"]);
  });

  it("rejects fields it does not know, such as the email", () => {
    expect(issues({ ...valid, email: "x@example.test" })).toHaveLength(1);
  });
});
