import type { ProductList } from "@domain/schemas/catalog";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { productMedia, products, profiles } from "../../db/schema";
import { publicProductColumns, toPublicProduct } from "./public-product-columns";
import type { MediaType } from "@domain/catalog";

/** The cards of a page whose products another query chose, in the order of `ids`. */
export async function productSummaries(db: Executor, ids: string[]): Promise<ProductList["items"]> {
  if (ids.length === 0) return [];
  const thumbnail = firstMedia(db);
  const rows = await db
    .select({ ...publicProductColumns, ...thumbnailColumns(thumbnail) })
    .from(products)
    .innerJoin(profiles, eq(profiles.id, products.sellerId))
    .leftJoinLateral(thumbnail, sql`true`)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : []; // deleted between the two queries
  });
}

/** A product's first image or video, for its card: join it laterally to a query over products. */
export function firstMedia(db: Executor) {
  return db
    .select({ mediaUrl: productMedia.mediaUrl, mediaType: productMedia.mediaType })
    .from(productMedia)
    .where(eq(productMedia.productId, products.id))
    .orderBy(asc(productMedia.displayOrder), asc(productMedia.id))
    .limit(1)
    .as("thumbnail");
}

export const thumbnailColumns = (thumbnail: ReturnType<typeof firstMedia>) => ({
  thumbnailUrl: thumbnail.mediaUrl,
  thumbnailType: thumbnail.mediaType,
});

/** A selected row (public columns and thumbnail, perhaps a sort value) as the card the API returns. */
export function toSummary<T extends Parameters<typeof toPublicProduct>[0]>({
  thumbnailUrl,
  thumbnailType,
  sortValue: _sortValue,
  tier: _tier,
  ...product
}: T & { thumbnailUrl: string | null; thumbnailType: MediaType | null; sortValue?: unknown; tier?: unknown }) {
  return {
    ...toPublicProduct(product),
    thumbnail: thumbnailUrl && thumbnailType ? { mediaUrl: thumbnailUrl, mediaType: thumbnailType } : null,
  };
}
