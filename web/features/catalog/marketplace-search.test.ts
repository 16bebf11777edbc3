import { describe, expect, it } from "vitest";
import { marketplaceFilters, marketplaceSearchParams, readMarketplaceSearch } from "./marketplace-search";

describe("marketplace search in the URL", () => {
  it("reads an empty URL as every product, newest first", () => {
    const search = readMarketplaceSearch(new URLSearchParams(""));
    expect(search).toEqual({ q: "", minRupees: 0, maxRupees: 50_000, sort: undefined });
    expect(marketplaceFilters(search)).toEqual({ q: undefined, minPrice: undefined, maxPrice: undefined, sort: "newest" });
    expect(marketplaceSearchParams(search).toString()).toBe("");
  });

  it("round-trips a search through the URL", () => {
    const search = { q: "steel bolts", minRupees: 500, maxRupees: 2000, sort: "price_asc" as const };
    const params = marketplaceSearchParams(search);
    expect(params.toString()).toBe("q=steel+bolts&min=500&max=2000&sort=price_asc");
    expect(readMarketplaceSearch(params)).toEqual(search);
  });

  it("leaves the default sort out of the URL: best match with a term, newest without", () => {
    expect(marketplaceSearchParams({ q: "rice", minRupees: 0, maxRupees: 50_000, sort: "relevance" }).toString()).toBe("q=rice");
    expect(marketplaceSearchParams({ q: " ", minRupees: 0, maxRupees: 50_000, sort: "newest" }).toString()).toBe("");
    expect(marketplaceSearchParams({ q: "", minRupees: 0, maxRupees: 50_000, sort: "relevance" }).toString()).toBe("");
    expect(marketplaceSearchParams({ q: "rice", minRupees: 0, maxRupees: 50_000, sort: "newest" }).toString()).toBe("q=rice&sort=newest");
  });

  it("keeps 4★ & up and Top rated in the URL, and asks the API for them", () => {
    const search = { q: "", minRupees: 0, maxRupees: 50_000, sort: "rating" as const, minRating: 4 as const };
    const params = marketplaceSearchParams(search);
    expect(params.toString()).toBe("minRating=4&sort=rating");
    expect(readMarketplaceSearch(params)).toEqual(search);
    expect(marketplaceFilters(search)).toEqual({ q: undefined, minPrice: undefined, maxPrice: undefined, minRating: 4, sort: "rating" });
    expect(readMarketplaceSearch(new URLSearchParams("minRating=5")).minRating).toBeUndefined();
  });

  it("repairs hand-edited URLs instead of failing", () => {
    expect(readMarketplaceSearch(new URLSearchParams("min=abc&max=900000&sort=cheapest"))).toEqual({
      q: "",
      minRupees: 0,
      maxRupees: 50_000,
      sort: undefined,
    });
    expect(readMarketplaceSearch(new URLSearchParams("min=3000&max=1000"))).toMatchObject({ minRupees: 3000, maxRupees: 3000 });
  });

  it("turns rupees into paise and leaves the slider's ends unbounded", () => {
    expect(marketplaceFilters({ q: "rice", minRupees: 100, maxRupees: 2500, sort: undefined })).toEqual({
      q: "rice",
      minPrice: 10_000,
      maxPrice: 250_000,
      sort: "relevance",
    });
    expect(marketplaceFilters({ q: "", minRupees: 0, maxRupees: 50_000, sort: "relevance" })).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
      sort: "newest",
    });
  });
});
