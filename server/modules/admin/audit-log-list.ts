import { and, desc, eq, lt } from "drizzle-orm";
import type { AuditEntry, AuditLogQuery } from "@domain/schemas/admin-audit";
import type { Executor } from "../../db/client";
import { auditLog, user } from "../../db/schema";

type Details = { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } | null;

/** The audit log, newest first, filtered by admin, action, entity type and one entity; paged by id (keyset). */
export async function listAuditLog(db: Executor, query: AuditLogQuery): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorEmail: user.email,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(
      and(
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
        query.before ? lt(auditLog.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(({ details, createdAt, ...row }) => {
      const { before = null, after = null } = (details as Details) ?? {};
      return { ...row, createdAt: createdAt.toISOString(), before, after };
    }),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
