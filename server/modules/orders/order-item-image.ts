import { sql } from "drizzle-orm";
import { outerColumn } from "../../db/outer-column";
import { orderItems, productMedia } from "../../db/schema";

/** An order item's first image, for a select on order_items (the item's product_id is the outer query's). */
export const orderItemImage = sql<string | null>`(
  select ${productMedia.mediaUrl} from ${productMedia}
  where ${productMedia.productId} = ${outerColumn(orderItems.productId)} and ${productMedia.mediaType} = 'image'
  order by ${productMedia.displayOrder}, ${productMedia.createdAt} limit 1)`;
