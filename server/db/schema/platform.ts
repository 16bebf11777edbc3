import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { EMAIL_DELIVERY_STATUSES, type EmailAttachment } from "../../../domain/email-outbox";
import { createdAt, isOneOf, updatedAt } from "./columns";

export const platformSettings = pgTable("platform_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Small files sent with the message (a tax invoice), kept with it so a retry sends the same bytes. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    status: text("status", { enum: EMAIL_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status, t.createdAt),
    index("email_outbox_to_idx").on(t.toAddress, t.createdAt),
    check("email_outbox_status_check", isOneOf(t.status, EMAIL_DELIVERY_STATUSES)),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    // The Audit Log page: newest first (id), filtered by admin or by action.
    index("audit_log_actor_idx").on(t.actorId, t.id),
    index("audit_log_action_idx").on(t.action, t.id),
  ],
);
