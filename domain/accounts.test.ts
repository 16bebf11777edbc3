import { describe, expect, it } from "vitest";
import {
  ACCOUNT_TYPES,
  BUSINESS_SUBTYPES,
  BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE,
  MIN_PASSWORD_LENGTH,
  isBusinessSubtypeAllowed,
} from "./accounts";

describe("accounts", () => {
  it("has buyers and sellers", () => {
    expect(ACCOUNT_TYPES).toEqual(["buyer", "seller"]);
  });

  it("offers sellers manufacturer, wholesaler and trader", () => {
    expect(BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE.seller).toEqual(["manufacturer", "wholesaler", "trader"]);
    expect(isBusinessSubtypeAllowed("seller", "manufacturer")).toBe(true);
    expect(isBusinessSubtypeAllowed("seller", "wholesaler")).toBe(true);
    expect(isBusinessSubtypeAllowed("seller", "trader")).toBe(true);
    expect(isBusinessSubtypeAllowed("seller", "retailer")).toBe(false);
    expect(isBusinessSubtypeAllowed("seller", "shopkeeper")).toBe(false);
  });

  it("offers buyers retailer and shopkeeper", () => {
    expect(BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE.buyer).toEqual(["retailer", "shopkeeper"]);
    expect(isBusinessSubtypeAllowed("buyer", "retailer")).toBe(true);
    expect(isBusinessSubtypeAllowed("buyer", "shopkeeper")).toBe(true);
    expect(isBusinessSubtypeAllowed("buyer", "manufacturer")).toBe(false);
    expect(isBusinessSubtypeAllowed("buyer", "Retailer")).toBe(false);
    expect(isBusinessSubtypeAllowed("buyer", "")).toBe(false);
  });

  it("assigns every business subtype to exactly one account type", () => {
    const assigned = [...BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE.seller, ...BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE.buyer];
    expect([...assigned].sort()).toEqual([...BUSINESS_SUBTYPES].sort());
  });

  it("requires passwords of at least 6 characters", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
  });
});
