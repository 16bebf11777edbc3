import { GST_RATE_BASIS_POINTS } from "../../../domain/gst-rates";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { MEDIA_TYPES } from "../../../domain/catalog";
import type { PriceTier } from "../../../domain/pricing";
import { createdAt, isOneOf, paise, ratingKeySql, starCounts, tsvector, updatedAt } from "./columns";

export const categories = pgTable("categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull(),
  imageUrl: text("image_url").notNull(),
  displayOrder: integer("display_order").notNull().default(0),
});

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    price: paise("price").notNull().default(0),
    category: text("category")
      .notNull()
      .references(() => categories.name, { onUpdate: "cascade" }),
    stock: integer("stock").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    minOrderQuantity: integer("min_order_quantity").notNull().default(1),
    /** Working days to dispatch; null takes the seller's default (seller_shipping). */
    dispatchDays: smallint("dispatch_days"),
    /** HSN code (4, 6 or 8 digits) and GST rate (a slab of domain/gst-rates.ts, in basis points): listed prices include it. */
    hsnCode: text("hsn_code").notNull(),
    gstRateBasisPoints: integer("gst_rate_basis_points").notNull(),
    tieredPricing: jsonb("tiered_pricing").$type<PriceTier[]>().notNull().default([]),
    /**
     * The price a product card shows, sorts and filters by (domain `displayPrice`): the base price, else the first
     * tier's price, else 0. Generated, so no writer can let it drift from price and tiers.
     */
    listPrice: paise("list_price")
      .notNull()
      .generatedAlwaysAs(
        sql`case when price > 0 then price else coalesce((tiered_pricing -> 0 ->> 'price')::bigint, 0) end`,
      ),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(category, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    /**
     * The seller's plan search priority (domain/search-priority.ts: 0 none or Low … 3 Highest), copied here whenever
     * the seller's subscription changes, so search and category pages order by it with an index and keyset cursors.
     */
    sellerPriority: smallint("seller_priority").notNull().default(0),
    /** Its visible reviews' star counts (kept by the trigger on product_reviews, migration 0026). */
    ratingCounts: starCounts("rating_counts"),
    /** What "top rated" sorts by and "4★ & up" filters on (domain/reviews.ts ratingKey); generated from the counts. */
    ratingKey: bigint("rating_key", { mode: "number" }).notNull().generatedAlwaysAs(ratingKeySql("rating_counts")),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_seller_idx").on(t.sellerId, t.createdAt),
    index("products_category_name_idx").on(t.category, t.name, t.id),
    index("products_category_price_idx").on(t.category, t.listPrice, t.id),
    // Browsing across all categories (search without a term) by name or price.
    index("products_name_idx").on(t.name, t.id),
    index("products_list_price_idx").on(t.listPrice, t.id),
    // The marketplace's default listing, newest first, across all categories and within one.
    index("products_created_idx").on(t.createdAt, t.id),
    index("products_category_created_idx").on(t.category, t.createdAt, t.id),
    // The default "recommended" listing: plan rank (negated, so the key ascends), then name.
    index("products_recommended_idx").on(sql`(-${t.sellerPriority})`, t.name, t.id),
    // "Top rated" across all categories and within one.
    index("products_rating_idx").on(t.ratingKey, t.id),
    index("products_category_rating_idx").on(t.category, t.ratingKey, t.id),
    index("products_category_recommended_idx").on(t.category, sql`(-${t.sellerPriority})`, t.name, t.id),
    // Search suggestions: every word typed is the start of a word of the name.
    index("products_name_search_idx").using("gin", sql`to_tsvector('english', ${t.name})`),
    check("products_price_check", sql`${t.price} >= 0`),
    check("products_stock_check", sql`${t.stock} >= 0`),
    check("products_min_order_check", sql`${t.minOrderQuantity} >= 1`),
    check("products_dispatch_days_check", sql`${t.dispatchDays} is null or ${t.dispatchDays} between 0 and 30`),
    check("products_hsn_code_check", sql`${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check("products_gst_rate_check", sql`${t.gstRateBasisPoints} in (${sql.raw(GST_RATE_BASIS_POINTS.join(", "))})`),
    check("products_seller_priority_check", sql`${t.sellerPriority} between 0 and 3`),
  ],
);

/**
 * The search's narrow copy of the visible catalogue (ADR 20): one row per active product of an active seller, with
 * only what a search filters, sorts and matches by, kept by triggers on products and profiles (migration 0015).
 * A search reads this table alone until its page is known; only the page's rows are read from products.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: uuid("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    sellerPriority: smallint("seller_priority").notNull(),
    sellerVerified: boolean("seller_verified").notNull(),
    listPrice: paise("list_price").notNull(),
    minOrderQuantity: integer("min_order_quantity").notNull(),
    inStock: boolean("in_stock").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    category: text("category").notNull(),
    name: text("name").notNull(),
    searchVector: tsvector("search_vector").notNull(),
    /**
     * The relevance order within a tier as one number (plan priority, then creation time in microseconds), and the
     * name's words (the first tier) with the category's own lexeme (search_category_lexeme): what the `rum` indexes
     * of migration 0019 keep sorted, when the server has rum.
     */
    rankKey: bigint("rank_key", { mode: "bigint" }).generatedAlwaysAs(
      sql`((seller_priority)::bigint << 53) + (extract(epoch from (created_at - '1970-01-01 00:00:00+00'::timestamptz)) * 1000000)::bigint`,
    ),
    /** products.rating_key, copied by sync_product_search (migration 0026). */
    ratingKey: bigint("rating_key", { mode: "number" }).notNull().default(0),
    nameVector: tsvector("name_vector").generatedAlwaysAs(sql`ts_filter(search_vector, '{a}') || array_to_tsvector(ARRAY[search_category_lexeme(category)])`),
  },
  (t) => [
    index("product_search_vector_idx").using("gin", t.searchVector),
    // The first relevance tier (every word in the name): the name's words are the vector's weight-A part.
    index("product_search_name_vector_idx").using("gin", sql`ts_filter(${t.searchVector}, '{a}')`),
    index("product_search_price_idx").on(t.listPrice, t.productId),
    index("product_search_name_idx").on(t.name, t.productId),
    index("product_search_ranked_created_idx").on(t.sellerPriority, t.createdAt, t.productId),
    index("product_search_created_idx").on(t.createdAt, t.productId),
    index("product_search_recommended_idx").on(sql`(-${t.sellerPriority})`, t.name, t.productId),
    index("product_search_rating_idx").on(t.ratingKey, t.productId),
  ],
);

/**
 * Every distinct word (lower case, unstemmed) of product names, categories and descriptions, kept by triggers
 * on products (migration 0006). A misspelt search word is corrected to the closest of these by trigram
 * similarity, instead of comparing the term with every product name. Words of deleted products stay: a
 * correction to such a word simply matches nothing.
 */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (t) => [index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

export const productMedia = pgTable(
  "product_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    mediaUrl: text("media_url").notNull(),
    mediaType: text("media_type", { enum: MEDIA_TYPES }).notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_media_product_idx").on(t.productId, t.displayOrder),
    check("product_media_type_check", isOneOf(t.mediaType, MEDIA_TYPES)),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index("wishlist_user_idx").on(t.userId, t.createdAt)],
);
