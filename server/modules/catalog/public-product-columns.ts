import type { CategoryName } from "@domain/categories";
import type { PublicSeller } from "@domain/schemas/catalog";
import { type StarCounts, averageTenths, ratingCount } from "@domain/reviews";
import { products, profiles } from "../../db/schema";

/** The product columns a visitor may see, shared by the list and the detail queries. */
export const publicProductColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  price: products.price,
  listPrice: products.listPrice,
  minOrderQuantity: products.minOrderQuantity,
  stock: products.stock,
  tieredPricing: products.tieredPricing,
  seller: { id: profiles.id, companyName: profiles.companyName, isVerified: profiles.isVerified },
  ratingCounts: products.ratingCounts,
};

type PublicProductRow = {
  category: string;
  tieredPricing: { quantity: number; price: number }[];
  seller: PublicSeller;
  ratingCounts: number[];
};

/**
 * Narrows the row types to the API's: categories are the 13 names (a foreign key), tiers sorted by quantity, the star
 * counts as the average and count a card shows.
 */
export function toPublicProduct<T extends PublicProductRow>({ ratingCounts, ...row }: T) {
  const counts = ratingCounts as unknown as StarCounts;
  return {
    ...row,
    rating: { averageTenths: averageTenths(counts), count: ratingCount(counts) },
    category: row.category as CategoryName,
    tieredPricing: [...row.tieredPricing]
      .sort((a, b) => a.quantity - b.quantity)
      .map(({ quantity, price }) => ({ quantity, price })),
  };
}
