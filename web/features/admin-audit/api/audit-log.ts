import type { AdminActionName, AuditedEntityType } from "@domain/schemas/admin-audit";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

export type AuditFilters = { actorId?: string; action?: AdminActionName; entityType?: AuditedEntityType; entityId?: string };

/** A page of the audit log: newest first, before the given id (null: the newest page). */
export function useAuditLog(filters: AuditFilters, before: number | null) {
  return useQuery({
    queryKey: ["admin", "audit-log", filters, before],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/api/admin/audit-log", { params: { query: { ...filters, before: before ?? undefined, limit: 50 } }, signal })),
    placeholderData: keepPreviousData,
  });
}
