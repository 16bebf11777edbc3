import { describe, expect, it } from "vitest";
import { isProductSort, PRICE_SLIDER, PRODUCT_SORTS } from "./catalog";

describe("catalogue listing constants", () => {
  it("offers name and price sorts both ways, relevance, newest first, top rated, and the plan-ranked default", () => {
    expect(PRODUCT_SORTS).toEqual(["relevance", "recommended", "newest", "name_asc", "name_desc", "price_asc", "price_desc", "rating"]);
    expect(isProductSort("price_desc")).toBe(true);
    expect(isProductSort("popularity")).toBe(false);
    expect(isProductSort(null)).toBe(false);
  });

  it("has the spec's price slider: 0 to 50000 rupees in steps of 100", () => {
    expect(PRICE_SLIDER).toEqual({ min: 0, max: 50_000, step: 100 });
  });
});
