import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import type { FreightRules } from "../../../domain/freight";
import { profiles } from "./profiles";
import { SELLER_DOCUMENT_STATUSES, SELLER_DOCUMENT_TYPES } from "../../../domain/seller-documents";
import { createdAt, isOneOf, updatedAt } from "./columns";

export const sellerDocuments = pgTable(
  "seller_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    documentType: text("document_type", { enum: SELLER_DOCUMENT_TYPES }).notNull(),
    fileUrl: text("file_url").notNull(),
    status: text("status", { enum: SELLER_DOCUMENT_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    index("seller_documents_user_idx").on(t.userId),
    check("seller_documents_type_check", isOneOf(t.documentType, SELLER_DOCUMENT_TYPES)),
    check("seller_documents_status_check", isOneOf(t.status, SELLER_DOCUMENT_STATUSES)),
  ],
);

/** A seller's shipping terms: freight by zone and the default days to dispatch. No row: the defaults in domain/freight.ts. */
export const sellerShipping = pgTable(
  "seller_shipping",
  {
    sellerId: uuid("seller_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    freightRules: jsonb("freight_rules").$type<FreightRules>().notNull(),
    dispatchDays: smallint("dispatch_days").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("seller_shipping_dispatch_days_check", sql`${t.dispatchDays} between 0 and 30`)],
);
