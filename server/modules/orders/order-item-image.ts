import { sql } from "drizzle-orm";
import { productMedia } from "../../db/schema";

/**
 * An order item's first image, for a select on order_items. The outer column is named with its table by hand: in a
 * query on one table Drizzle leaves the table off, and an unqualified `product_id` inside this subquery would mean
 * product_media's own (always equal), giving every item the same image.
 */
const itemProductId = sql`${sql.identifier("order_items")}.${sql.identifier("product_id")}`;

export const orderItemImage = sql<string | null>`(
  select ${productMedia.mediaUrl} from ${productMedia}
  where ${productMedia.productId} = ${itemProductId} and ${productMedia.mediaType} = 'image'
  order by ${productMedia.displayOrder}, ${productMedia.createdAt} limit 1)`;
