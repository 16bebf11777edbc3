import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  CATEGORY_NAMES,
  categoryBySlug,
  categoryFromRouteParam,
  categoryPath,
  isCategoryName,
} from "./categories";

describe("categories", () => {
  it("lists the 13 categories in display order", () => {
    expect(CATEGORY_NAMES).toEqual([
      "Apparel",
      "Electronics",
      "Home Goods",
      "Food & Beverages",
      "Toys & Games",
      "Books & Stationery",
      "Health & Beauty",
      "Automotive",
      "Sports & Outdoors",
      "Watches & Jewelry",
      "Industrial & Scientific",
      "Kitchenware",
      "Furniture",
    ]);
    expect(CATEGORIES.map((category) => category.name)).toEqual([...CATEGORY_NAMES]);
  });

  it("gives each a unique slug and a one-sentence description", () => {
    expect(new Set(CATEGORIES.map((category) => category.slug)).size).toBe(13);
    for (const category of CATEGORIES) {
      expect(category.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(category.description).toMatch(/^[A-Z][^.]*\.$/);
    }
    expect(categoryBySlug("food-and-beverages")?.name).toBe("Food & Beverages");
    expect(categoryBySlug("watches-and-jewelry")?.name).toBe("Watches & Jewelry");
    expect(categoryBySlug("unknown")).toBeNull();
  });

  it("builds URL-encoded category paths that decode back to the name", () => {
    expect(categoryPath("Food & Beverages")).toBe("/products/category/Food%20%26%20Beverages");
    expect(categoryPath("Apparel")).toBe("/products/category/Apparel");
    for (const name of CATEGORY_NAMES) {
      const segment = categoryPath(name).split("/").at(-1) ?? "";
      expect(categoryFromRouteParam(decodeURIComponent(segment))).toBe(name);
    }
  });

  it("recognises only exact names", () => {
    expect(isCategoryName("Kitchenware")).toBe(true);
    expect(isCategoryName("kitchenware")).toBe(false);
    expect(categoryFromRouteParam("Food and Beverages")).toBeNull();
  });
});
