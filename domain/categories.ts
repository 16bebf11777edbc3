/**
 * The 13 product categories, in display order.
 * Routes use the URL-encoded name: /products/category/Food%20%26%20Beverages
 */

export const CATEGORY_NAMES = [
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
] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export interface Category {
  name: CategoryName;
  slug: string;
  description: string;
}

const DESCRIPTIONS: Record<CategoryName, string> = {
  Apparel: "Garments, fabrics and accessories in bulk for every season.",
  Electronics: "Consumer electronics, components and accessories from trusted makers.",
  "Home Goods": "Furnishings, décor and everyday household essentials.",
  "Food & Beverages": "Packaged foods, staples, snacks and drinks by the carton.",
  "Toys & Games": "Toys, board games and play equipment for retail shelves.",
  "Books & Stationery": "Books, notebooks, office supplies and school stationery.",
  "Health & Beauty": "Personal care, cosmetics and wellness products.",
  Automotive: "Spare parts, accessories and care products for vehicles.",
  "Sports & Outdoors": "Sports gear, fitness equipment and outdoor supplies.",
  "Watches & Jewelry": "Watches, fashion jewellery and precious pieces.",
  "Industrial & Scientific": "Tools, machinery parts, safety gear and lab supplies.",
  Kitchenware: "Cookware, utensils and kitchen appliances for homes and businesses.",
  Furniture: "Home and office furniture for retail and commercial spaces.",
};

/** "Food & Beverages" -> "food-and-beverages". */
export function categorySlug(name: CategoryName): string {
  return name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const CATEGORIES: readonly Category[] = CATEGORY_NAMES.map((name) => ({
  name,
  slug: categorySlug(name),
  description: DESCRIPTIONS[name],
}));

export function isCategoryName(value: string): value is CategoryName {
  return (CATEGORY_NAMES as readonly string[]).includes(value);
}

/** The category page's path, e.g. /products/category/Food%20%26%20Beverages */
export function categoryPath(name: CategoryName): string {
  return `/products/category/${encodeURIComponent(name)}`;
}

/** The category a route segment names (already decoded, as routers hand it over), or null. */
export function categoryFromRouteParam(param: string): CategoryName | null {
  return isCategoryName(param) ? param : null;
}

export function categoryBySlug(slug: string): Category | null {
  return CATEGORIES.find((category) => category.slug === slug) ?? null;
}
