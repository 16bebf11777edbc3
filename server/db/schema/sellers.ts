import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { createdAt } from "./columns";

export const SELLER_DOCUMENT_TYPES = ["GST Certificate", "Business Registration", "PAN Card", "Cancelled Cheque"] as const;

export const sellerDocuments = pgTable(
  "seller_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    documentType: text("document_type", { enum: SELLER_DOCUMENT_TYPES }).notNull(),
    fileUrl: text("file_url").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    index("seller_documents_user_idx").on(t.userId),
    check(
      "seller_documents_type_check",
      sql`${t.documentType} in ('GST Certificate', 'Business Registration', 'PAN Card', 'Cancelled Cheque')`,
    ),
  ],
);
