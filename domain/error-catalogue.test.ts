import { describe, expect, it } from "vitest";
import { codesWithStatus, ERROR_CATALOGUE, ERROR_CODES, isErrorCode } from "./error-catalogue";

describe("the error catalogue", () => {
  it("gives every code an error status and a sentence", () => {
    for (const [code, { status, message }] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(status >= 400 && status <= 599, code).toBe(true);
      expect(message, code).toMatch(/^[A-Z].{8,}$/);
    }
  });

  it("names each code by itself in ERROR_CODES, and knows its own codes only", () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(ERROR_CODES[code as keyof typeof ERROR_CODES]).toBe(code);
    expect(isErrorCode("PLAN_LIMIT_REACHED")).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode("NO_SUCH_CODE")).toBe(false);
  });

  it("says what the specification says where it names the message", () => {
    expect(ERROR_CATALOGUE.PRODUCT_NOT_FOUND.message).toBe("Product not found");
    expect(ERROR_CATALOGUE.ORDER_NOT_FOUND.message).toBe("Order not found");
    expect(ERROR_CATALOGUE.PAYMENT_SESSION_FAILED.message).toBe("Failed to create payment session.");
    expect(ERROR_CATALOGUE.PAYMENT_SESSION_MISSING.message).toBe("Failed to retrieve a valid payment session ID.");
  });

  it("groups codes by status for the API document", () => {
    expect(codesWithStatus(401)).toContain("UNAUTHENTICATED");
    expect(codesWithStatus(429)).toEqual(expect.arrayContaining(["RATE_LIMITED", "TOO_MANY_SIGN_IN_ATTEMPTS"]));
  });
});
