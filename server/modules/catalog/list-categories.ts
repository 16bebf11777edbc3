import type { CategoryList } from "@domain/schemas/catalog";
import type { CategoryName } from "@domain/categories";
import { asc } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { categories } from "../../db/schema";

/** The 13 categories in display order, with their descriptions and images. */
export async function listCategories(db: Executor): Promise<CategoryList> {
  const rows = await db
    .select({
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      imageUrl: categories.imageUrl,
    })
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.name));
  return { items: rows.map((row) => ({ ...row, name: row.name as CategoryName })) };
}
