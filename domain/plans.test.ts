import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRODUCT_LISTING_LIMIT,
  SUBSCRIPTION_ORDER_PREFIX,
  canAddProductListing,
  isSubscriptionPaymentOrderId,
  makePaymentOrderId,
  makeSubscriptionPaymentOrderId,
  productListingLimit,
  subscriptionEndDate,
} from "./plans";

const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,45}$/;
const now = new Date(1_700_000_000_000);
const anyDate = fc.integer({ min: 0, max: 8_640_000_000_000_000 }).map((ms) => new Date(ms));
const anyText = fc.string({ unit: "binary", maxLength: 80 });

describe("listing limits", () => {
  it("defaults to 10 products without an active plan", () => {
    expect(DEFAULT_PRODUCT_LISTING_LIMIT).toBe(10);
    expect(productListingLimit(null)).toBe(10);
    expect(productListingLimit(undefined)).toBe(10);
    expect(productListingLimit(50)).toBe(50);
  });

  it("blocks adding once the count reaches the limit", () => {
    expect(canAddProductListing(9, 10)).toBe(true);
    expect(canAddProductListing(10, 10)).toBe(false);
    expect(canAddProductListing(11, 10)).toBe(false);
  });
});

function endOf(startIso: string, cycle: "monthly" | "yearly"): string {
  return subscriptionEndDate(new Date(startIso), cycle).toISOString();
}

describe("subscriptionEndDate", () => {
  it("adds one calendar month or year", () => {
    expect(endOf("2025-03-15T10:00:00Z", "monthly")).toBe("2025-04-15T10:00:00.000Z");
    expect(endOf("2025-12-20T00:00:00Z", "monthly")).toBe("2026-01-20T00:00:00.000Z");
    expect(endOf("2025-03-15T10:00:00Z", "yearly")).toBe("2026-03-15T10:00:00.000Z");
  });

  it("clamps to the end of a shorter month", () => {
    expect(endOf("2025-01-31T08:00:00Z", "monthly")).toBe("2025-02-28T08:00:00.000Z");
    expect(endOf("2024-01-31T08:00:00Z", "monthly")).toBe("2024-02-29T08:00:00.000Z");
    expect(endOf("2024-02-29T08:00:00Z", "yearly")).toBe("2025-02-28T08:00:00.000Z");
  });
});

describe("payment order ids", () => {
  it("prefixes the sanitised product name to the timestamp", () => {
    expect(makePaymentOrderId("Steel Pipes 2 inch", now)).toBe("Steel_Pipes_2_inch_1700000000000");
    expect(makePaymentOrderId("Café Mugs (Pack of 12)!", now)).toBe("Cafe_Mugs_Pack_of_12_1700000000000");
    expect(makePaymentOrderId("Steel Pipes", now, "a1b2c3d4")).toBe("Steel_Pipes_1700000000000_a1b2c3d4");
  });

  it("falls back to 'order' when nothing of the name survives", () => {
    expect(makePaymentOrderId("चाय पत्ती", now)).toBe("order_1700000000000");
    expect(makePaymentOrderId("", now)).toBe("order_1700000000000");
  });

  it("shortens the name, never the timestamp, to fit 45 characters", () => {
    const id = makePaymentOrderId("Industrial Grade Stainless Steel Welded Pipes Extra Long", now, "rand0m");
    expect(id).toBe("Industrial_Grade_Stainle_1700000000000_rand0m");
    expect(id).toHaveLength(45);
  });

  it("keeps checkout ids apart from subscription ids", () => {
    expect(isSubscriptionPaymentOrderId(makePaymentOrderId("sub", now))).toBe(false);
    expect(isSubscriptionPaymentOrderId(makePaymentOrderId("sub woofer", now))).toBe(false);
    expect(makePaymentOrderId("sub woofer", now)).toBe("order_sub_woofer_1700000000000");
    expect(makePaymentOrderId("Subwoofer", now)).toBe("Subwoofer_1700000000000");
  });

  it("starts subscription ids with sub_", () => {
    expect(SUBSCRIPTION_ORDER_PREFIX).toBe("sub_");
    expect(makeSubscriptionPaymentOrderId("Premium", now)).toBe("sub_Premium_1700000000000");
    expect(isSubscriptionPaymentOrderId("sub_Premium_1700000000000")).toBe(true);
    expect(isSubscriptionPaymentOrderId("Premium_1700000000000")).toBe(false);
  });

  it("rejects invalid dates", () => {
    expect(() => makePaymentOrderId("x", new Date(Number.NaN))).toThrow(RangeError);
  });

  it("always produces 1 to 45 allowed characters that end with the timestamp (and suffix)", () => {
    fc.assert(
      fc.property(anyText, anyDate, fc.option(anyText, { nil: undefined }), (name, date, suffix) => {
        const id = makePaymentOrderId(name, date, suffix);
        expect(id).toMatch(ORDER_ID_PATTERN);
        expect(id).toContain(`_${date.getTime()}`);
        expect(isSubscriptionPaymentOrderId(id)).toBe(false);
        const subscriptionId = makeSubscriptionPaymentOrderId(name, date, suffix);
        expect(subscriptionId).toMatch(ORDER_ID_PATTERN);
        expect(isSubscriptionPaymentOrderId(subscriptionId)).toBe(true);
      }),
    );
  });
});
