import { describe, expect, it } from "vitest";
import { categoryFilterParams, categoryListFilters, narrowsListing, NO_CATEGORY_FILTERS, readCategoryFilters } from "./category-filters";

describe("category filters in the URL", () => {
  it("round-trips every filter, leaving defaults out", () => {
    const filters = { q: "kadai", sort: "price_asc" as const, minRupees: 100, maxRupees: 2000, verifiedOnly: true, inStock: true, maxMinOrder: 50 };
    const params = categoryFilterParams(filters);
    expect(params.toString()).toBe("q=kadai&sort=price_asc&min=100&max=2000&verified=1&inStock=1&maxMinOrder=50");
    expect(readCategoryFilters(params)).toEqual(filters);
    expect(categoryFilterParams(NO_CATEGORY_FILTERS).toString()).toBe("");
    expect(categoryFilterParams({ ...NO_CATEGORY_FILTERS, sort: "recommended" }).toString()).toBe("");
  });

  it("ignores hand-edited values it cannot use", () => {
    expect(readCategoryFilters(new URLSearchParams("verified=yes&inStock=true&maxMinOrder=0&sort=cheapest"))).toEqual(NO_CATEGORY_FILTERS);
    expect(readCategoryFilters(new URLSearchParams("maxMinOrder=abc")).maxMinOrder).toBeUndefined();
  });

  it("keeps 4★ & up and Top rated in the URL, and asks the API for them", () => {
    const filters = { ...NO_CATEGORY_FILTERS, sort: "rating" as const, minRating: 4 as const };
    const params = categoryFilterParams(filters);
    expect(params.toString()).toBe("sort=rating&minRating=4");
    expect(readCategoryFilters(params)).toEqual(filters);
    expect(narrowsListing(filters)).toBe(true);
    expect(categoryListFilters("Kitchenware", filters)).toMatchObject({ sort: "rating", minRating: 4 });
    expect(readCategoryFilters(new URLSearchParams("minRating=3")).minRating).toBeUndefined();
    expect(readCategoryFilters(new URLSearchParams("minRating=4.5")).minRating).toBeUndefined();
  });

  it("says whether anything narrows the listing (a sort does not)", () => {
    expect(narrowsListing(NO_CATEGORY_FILTERS)).toBe(false);
    expect(narrowsListing({ ...NO_CATEGORY_FILTERS, sort: "newest" })).toBe(false);
    expect(narrowsListing({ ...NO_CATEGORY_FILTERS, inStock: true })).toBe(true);
  });

  it("asks the API in paise, with flags only when on, best match for a term and recommended without", () => {
    expect(categoryListFilters("Kitchenware", { ...NO_CATEGORY_FILTERS, minRupees: 100 })).toEqual({
      category: "Kitchenware",
      q: undefined,
      sort: "recommended",
      minPrice: 10_000,
      maxPrice: undefined,
      verifiedOnly: undefined,
      inStock: undefined,
      maxMinOrder: undefined,
    });
    expect(categoryListFilters("Kitchenware", { ...NO_CATEGORY_FILTERS, q: "kadai" }).sort).toBe("relevance");
  });
});
