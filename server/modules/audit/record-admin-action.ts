import type { AdminActionName, AuditedEntityType } from "@domain/schemas/admin-audit";
import type { Transaction } from "../../db/client";
import { auditLog } from "../../db/schema";

/** The changed fields of an entity before and after an admin action (only those that changed, or all for create/delete). */
export type AuditFields = Record<string, unknown>;

export type AdminAction = {
  actorId: string;
  action: AdminActionName;
  entityType: AuditedEntityType;
  entityId: string | null;
  before?: AuditFields | null;
  after?: AuditFields | null;
};

/**
 * Records one admin action in `audit_log`. Takes a transaction, never the pool: the row is written in the same
 * transaction as the change it describes, so either both happen or neither does.
 */
export async function recordAdminAction(tx: Transaction, entry: AdminAction): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: { before: entry.before ?? null, after: entry.after ?? null },
  });
}
