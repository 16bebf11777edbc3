import { describe, expect, it } from "vitest";
import { ApiError } from "@web/lib/api-client";
import { checkoutLineError } from "./checkout-error";

const PRODUCT_ID = "3f0c2a1e-0000-4000-8000-000000000001";

describe("checkoutLineError", () => {
  it("names the line a refused quotation belongs to, with the server's sentence", () => {
    for (const code of ["QUOTE_EXPIRED", "QUOTE_ALREADY_USED", "QUOTE_MISMATCH", "QUOTE_NOT_ACCEPTED"] as const) {
      const error = new ApiError(409, code, `${code} sentence`, { productId: PRODUCT_ID, quoteId: "q" });
      expect(checkoutLineError(error)).toEqual({ productId: PRODUCT_ID, message: `${code} sentence` });
    }
  });

  it("leaves other refusals to the toast", () => {
    expect(checkoutLineError(new ApiError(422, "INSUFFICIENT_STOCK", "Only 3 in stock.", { productId: PRODUCT_ID }))).toBeNull();
    expect(checkoutLineError(new ApiError(409, "QUOTE_EXPIRED", "expired"))).toBeNull();
    expect(checkoutLineError(new Error("boom"))).toBeNull();
  });
});
