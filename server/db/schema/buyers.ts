import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { StoredPostalAddress } from "../../../domain/schemas/postal-address";
import { products } from "./catalog";
import { profiles } from "./profiles";
import { createdAt, updatedAt } from "./columns";

/** A signed-in buyer's cart, kept on the server so it reads the same on every device. */
export const cartLines = pgTable(
  "cart_lines",
  {
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** An accepted quotation pricing the line (its quantity is the quote's). */
    quoteId: uuid("quote_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.productId] }), check("cart_lines_quantity_check", sql`${t.quantity} > 0`)],
);

/** A buyer's saved delivery addresses; one may be the default picked at checkout. */
export const buyerAddresses = pgTable(
  "buyer_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    address: jsonb("address").$type<StoredPostalAddress>().notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("buyer_addresses_buyer_idx").on(t.buyerId, t.createdAt),
    uniqueIndex("buyer_addresses_one_default").on(t.buyerId).where(sql`${t.isDefault}`),
  ],
);
