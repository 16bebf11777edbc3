import { describe, expect, it } from "vitest";
import { gstinCheckCharacter } from "./india/gstin";
import { registrationProblems } from "./registration";
import { registrationFormSchema, registrationMessage, registrationSchema } from "./schemas/registration";

const GSTIN_BODY = "27AAPFU0939F1Z";
const GSTIN = GSTIN_BODY + gstinCheckCharacter(GSTIN_BODY);
const wrongCheck = GSTIN_BODY + (gstinCheckCharacter(GSTIN_BODY) === "A" ? "B" : "A");

const seller = {
  contactPerson: "Meena Shah",
  email: " Meena@Example.IN ",
  accountType: "seller" as const,
  businessSubtype: "manufacturer" as const,
  companyName: "Shakti Textiles",
  phone: "+91 98765 43210",
  gstNumber: GSTIN.toLowerCase(),
  password: "Sturdy#Pass1",
};

describe("registration rules", () => {
  it("accepts a complete seller and a buyer without GSTIN", () => {
    expect(registrationProblems({ ...seller, gstNumber: GSTIN })).toEqual([]);
    expect(registrationProblems({ accountType: "buyer", businessSubtype: "retailer", phone: "9876543210" })).toEqual([]);
  });

  it("refuses a business type of the other account type", () => {
    expect(registrationProblems({ accountType: "buyer", businessSubtype: "manufacturer", phone: "9876543210" })).toEqual([
      { field: "businessSubtype", problem: "businessTypeMismatch" },
    ]);
    expect(registrationProblems({ ...seller, businessSubtype: "shopkeeper", gstNumber: GSTIN })[0]?.problem).toBe("businessTypeMismatch");
  });

  it("requires a seller's GSTIN and tells format from check character", () => {
    expect(registrationProblems({ ...seller, gstNumber: "" })).toEqual([{ field: "gstNumber", problem: "gstinRequired" }]);
    expect(registrationProblems({ ...seller, gstNumber: "27AAPFU0939F1" })).toEqual([{ field: "gstNumber", problem: "gstinFormat" }]);
    expect(registrationProblems({ ...seller, gstNumber: wrongCheck })).toEqual([{ field: "gstNumber", problem: "gstinChecksum" }]);
  });

  it("requires an Indian mobile number", () => {
    expect(registrationProblems({ ...seller, gstNumber: GSTIN, phone: "5876543210" })).toEqual([{ field: "phone", problem: "phoneInvalid" }]);
    expect(registrationProblems({ ...seller, gstNumber: GSTIN, phone: "98765" })[0]?.problem).toBe("phoneInvalid");
  });
});

describe("registration schema", () => {
  it("normalises email and GSTIN", () => {
    const parsed = registrationSchema.parse(seller);
    expect(parsed.email).toBe("meena@example.in");
    expect(parsed.gstNumber).toBe(GSTIN);
  });

  it("reports message keys the server can phrase in English", () => {
    const result = registrationSchema.safeParse({ ...seller, gstNumber: wrongCheck, password: "abc" });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toContainEqual(["password", "passwordTooShort"]);
    expect(registrationMessage("gstinChecksum")).toMatch(/check character/);
    expect(registrationMessage("something else")).toBe("something else");
  });

  it("rejects unknown fields and wants the confirmation only in the form", () => {
    expect(registrationSchema.safeParse({ ...seller, isAdmin: true }).success).toBe(false);
    expect(registrationFormSchema.safeParse(seller).success).toBe(false);
    expect(registrationFormSchema.safeParse({ ...seller, confirmPassword: "x" }).success).toBe(true);
  });
});
