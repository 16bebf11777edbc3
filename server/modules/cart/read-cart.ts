import { asc, eq, sql } from "drizzle-orm";
import { applicableUnitPrice } from "@domain/pricing";
import type { Cart } from "@domain/schemas/cart";
import type { Executor } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { cartLines, productMedia, products, profiles, quotes } from "../../db/schema";

const firstImage = sql<string | null>`(
  select ${productMedia.mediaUrl} from ${productMedia}
  where ${productMedia.productId} = ${outerColumn(products.id)} and ${productMedia.mediaType} = 'image'
  order by ${productMedia.displayOrder}, ${productMedia.createdAt} limit 1)`;

/** The buyer's cart lines, oldest first, each with its product's current data (and its quote's price, if quoted). */
export async function readCart(db: Executor, buyerId: string): Promise<Cart> {
  const rows = await db
    .select({
      line: cartLines,
      product: products,
      imageUrl: firstImage,
      sellerName: profiles.companyName,
      sellerActive: profiles.isActive,
      quoteUnitPrice: quotes.unitPrice,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(profiles, eq(profiles.id, products.sellerId))
    .leftJoin(quotes, eq(quotes.id, cartLines.quoteId))
    .where(eq(cartLines.buyerId, buyerId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId));
  return {
    lines: rows.map(({ line, product, imageUrl, sellerName, sellerActive, quoteUnitPrice }) => {
      const quote = line.quoteId && quoteUnitPrice !== null ? { id: line.quoteId, unitPrice: quoteUnitPrice } : null;
      return {
        productId: product.id,
        quantity: line.quantity,
        name: product.name,
        imageUrl,
        sellerId: product.sellerId,
        sellerName,
        available: product.isActive && sellerActive,
        price: product.price,
        tieredPricing: product.tieredPricing,
        minOrderQuantity: product.minOrderQuantity,
        stock: product.stock,
        unitPrice: quote ? quote.unitPrice : applicableUnitPrice(product, line.quantity),
        quote,
      };
    }),
  };
}
