import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";
import { SELLER_DOCUMENT_STATUSES, SELLER_DOCUMENT_TYPES } from "../../../domain/seller-documents";
import { createdAt, isOneOf } from "./columns";

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
