import type { AuditEntry } from "@domain/schemas/admin-audit";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@web/components/ui/data-table";
import { formatDateTime } from "@web/lib/format-date";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AuditEntry>();

/** "isActive: true → false" for each changed field. */
function describeChange(entry: AuditEntry): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((key) => `${key}: ${JSON.stringify(entry.before?.[key] ?? null)} → ${JSON.stringify(entry.after?.[key] ?? null)}`).join("; ");
}

/** The admin actions, newest first (TanStack Table over the server's page). */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation("admin");
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("createdAt", { header: () => t("audit.when"), cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span> }),
        column.accessor("actorEmail", { header: () => t("audit.admin"), cell: ({ getValue }) => getValue() ?? "—" }),
        column.accessor("action", { header: () => t("audit.action"), cell: ({ getValue }) => <code>{t(`audit.actions.${getValue()}`)}</code> }),
        column.display({ id: "entity", header: () => t("audit.entity"), cell: ({ row }) => `${t(`audit.entityTypes.${row.original.entityType}`)} ${row.original.entityId?.slice(0, 8) ?? ""}` }),
        column.display({ id: "change", header: () => t("audit.change"), cell: ({ row }) => <span className="break-all">{describeChange(row.original)}</span> }),
      ]),
    [t],
  );
  const table = useTable({ features, data: entries, columns, getRowId: (row) => String(row.id) });
  return <DataTable table={table} label={t("audit.title")} minWidth="min-w-[760px]" />;
}
