import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { categories, products } from "./catalog";
import { checkouts } from "./checkouts";
import { profiles } from "./profiles";
import { MESSAGE_AUTHORS, THREAD_ORIGINS, THREAD_STATUSES } from "../../../domain/conversations";
import { QUOTE_STATUSES } from "../../../domain/quotations";
import { REQUIREMENT_STATUSES } from "../../../domain/requirements";
import { createdAt, isOneOf, paise } from "./columns";

/** A buyer's posted requirement, shown as a buy lead to the sellers of its category. */
export const requirements = pgTable(
  "requirements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    category: text("category")
      .notNull()
      .references(() => categories.name, { onUpdate: "cascade" }),
    productName: text("product_name").notNull(),
    details: text("details").notNull().default(""),
    quantity: integer("quantity").notNull(),
    /** Per unit, in paise; null when the buyer asks for the sellers' best price. */
    targetUnitPrice: paise("target_unit_price"),
    deliveryCity: text("delivery_city").notNull(),
    deliveryPincode: text("delivery_pincode").notNull(),
    /** India's calendar date the goods are needed by, if the buyer said. */
    neededBy: date("needed_by", { mode: "string" }),
    status: text("status", { enum: REQUIREMENT_STATUSES }).notNull().default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("requirements_buyer_idx").on(t.buyerId, t.createdAt, t.id),
    index("requirements_open_category_idx").on(t.category, t.createdAt, t.id).where(sql`${t.status} = 'open'`),
    check("requirements_status_check", isOneOf(t.status, REQUIREMENT_STATUSES)),
    check("requirements_quantity_check", sql`${t.quantity} > 0`),
    check("requirements_target_price_check", sql`${t.targetUnitPrice} is null or ${t.targetUnitPrice} > 0`),
  ],
);

/** A conversation between one buyer and one seller: an enquiry, or a seller's answer to a requirement. */
export const threads = pgTable(
  "threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    origin: text("origin", { enum: THREAD_ORIGINS }).notNull(),
    /** The product asked about (an enquiry from a product page); null for a seller-page enquiry or a requirement. */
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    requirementId: uuid("requirement_id").references(() => requirements.id, { onDelete: "cascade" }),
    /** The enquiry's subject as the buyer framed it (the product's name at the time, or the requirement's). */
    subject: text("subject").notNull(),
    quantity: integer("quantity").notNull(),
    targetUnitPrice: paise("target_unit_price"),
    deliveryCity: text("delivery_city").notNull(),
    deliveryPincode: text("delivery_pincode").notNull(),
    status: text("status", { enum: THREAD_STATUSES }).notNull().default("open"),
    closedReason: text("closed_reason"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    buyerReadAt: timestamp("buyer_read_at", { withTimezone: true }),
    sellerReadAt: timestamp("seller_read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("threads_buyer_idx").on(t.buyerId, t.lastMessageAt, t.id),
    index("threads_seller_idx").on(t.sellerId, t.lastMessageAt, t.id),
    index("threads_last_message_idx").on(t.lastMessageAt, t.id),
    // One answer per seller per requirement: answering again continues the same thread.
    uniqueIndex("threads_requirement_seller_unique").on(t.requirementId, t.sellerId).where(sql`${t.requirementId} is not null`),
    check("threads_origin_check", isOneOf(t.origin, THREAD_ORIGINS)),
    check("threads_status_check", isOneOf(t.status, THREAD_STATUSES)),
    check("threads_quantity_check", sql`${t.quantity} > 0`),
    check("threads_parties_check", sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

export const threadMessages = pgTable(
  "thread_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    /** Null for system messages. */
    authorId: uuid("author_id").references(() => profiles.id, { onDelete: "set null" }),
    author: text("author", { enum: MESSAGE_AUTHORS }).notNull(),
    body: text("body").notNull().default(""),
    /** A private file (image or PDF) in storage, served only to the thread's parties and admins. */
    attachmentKey: text("attachment_key"),
    attachmentName: text("attachment_name"),
    attachmentType: text("attachment_type"),
    attachmentBytes: integer("attachment_bytes"),
    /** A system message about a quote links to it. */
    quoteId: uuid("quote_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("thread_messages_thread_idx").on(t.threadId, t.createdAt, t.id),
    check("thread_messages_author_check", isOneOf(t.author, MESSAGE_AUTHORS)),
    check("thread_messages_content_check", sql`${t.body} <> '' or ${t.attachmentKey} is not null or ${t.quoteId} is not null`),
  ],
);

/** A seller's priced offer in a thread; accepted by its buyer, it prices one cart line at checkout, once. */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    unitPrice: paise("unit_price").notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    deliveryTerms: text("delivery_terms").notNull().default(""),
    note: text("note").notNull().default(""),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("sent"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** The paid checkout that used the quote (status ordered). */
    checkoutId: uuid("checkout_id").references(() => checkouts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("quotes_thread_idx").on(t.threadId, t.createdAt),
    index("quotes_buyer_idx").on(t.buyerId),
    check("quotes_status_check", isOneOf(t.status, QUOTE_STATUSES)),
    check("quotes_quantity_check", sql`${t.quantity} > 0`),
    check("quotes_unit_price_check", sql`${t.unitPrice} > 0`),
  ],
);

/** A seller refusing further enquiries and messages from a buyer. */
export const sellerBlocks = pgTable(
  "seller_blocks",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.buyerId] })],
);
