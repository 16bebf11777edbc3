import type { AuditEntry } from "@domain/schemas/admin-audit";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@web/components/ui/data-table";
import { formatDateTime } from "@web/lib/format-date";
import { describeChange } from "./describe-change";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AuditEntry>();

/** The admin actions, newest first, in plain words (TanStack Table over the server's page). */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation(["admin", "buyer", "admin-payouts"]);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("createdAt", { header: () => t("audit.when"), cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span> }),
        column.accessor("actorEmail", { header: () => t("audit.admin"), cell: ({ getValue }) => getValue() ?? "—" }),
        column.accessor("action", { header: () => t("audit.action"), cell: ({ getValue }) => t(`audit.actions.${getValue()}`) }),
        column.display({
          id: "entity",
          header: () => t("audit.entity"),
          cell: ({ row }) => (
            <span>
              {t(`audit.entityTypes.${row.original.entityType}`)} <span className="font-mono">{row.original.entityLabel ?? ""}</span>
            </span>
          ),
        }),
        column.display({
          id: "change",
          header: () => t("audit.change"),
          cell: ({ row }) => (
            <ul className="flex flex-col gap-0.5 break-words">
              {describeChange(t, row.original).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ),
        }),
      ]),
    [t],
  );
  const table = useTable({ features, data: entries, columns, getRowId: (row) => String(row.id) });
  return <DataTable table={table} label={t("audit.title")} minWidth="min-w-[760px]" />;
}
