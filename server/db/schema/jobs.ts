import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { JOB_STATUSES } from "../../../domain/jobs";
import { createdAt, isOneOf, updatedAt } from "./columns";

/**
 * Scheduled and background work (server/platform/jobs). A worker claims due rows with FOR UPDATE SKIP LOCKED and a
 * lease (`locked_until`), so several API processes never run one job twice; a failed run is retried with back-off.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** When set, unique: one scheduled run (e.g. "subscription-expiry:2026-11-24") is enqueued once by all processes. */
    dedupeKey: text("dedupe_key").unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.status} = 'pending'`),
    check("jobs_status_check", isOneOf(t.status, JOB_STATUSES)),
    check("jobs_attempts_check", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
