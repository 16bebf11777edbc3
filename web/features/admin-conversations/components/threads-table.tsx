import type { ThreadSummary } from "@domain/schemas/conversations";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "@web/components/ui/data-table";
import { formatDateTime } from "@web/lib/format-date";
import { ThreadStatusBadge } from "./thread-status-badge";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, ThreadSummary>();

function Party({ party }: { party: ThreadSummary["buyer"] }) {
  return <span className="break-words">{party.companyName ?? "—"}</span>;
}

/** Every conversation of the page (TanStack Table over the server's keyset page); the subject opens the thread. */
export function ThreadsTable({ threads }: { threads: ThreadSummary[] }) {
  const { t } = useTranslation("admin-conversations");
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("subject", {
          header: () => t("columns.subject"),
          cell: ({ row }) => (
            <div className="flex flex-col gap-0.5">
              <Link to={`/admin-dashboard/conversations/${row.original.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {row.original.subject}
              </Link>
              <span className="text-xs text-muted-foreground">{t(`origins.${row.original.origin}`)}</span>
            </div>
          ),
        }),
        column.display({ id: "buyer", header: () => t("columns.buyer"), cell: ({ row }) => <Party party={row.original.buyer} /> }),
        column.display({ id: "seller", header: () => t("columns.seller"), cell: ({ row }) => <Party party={row.original.seller} /> }),
        column.accessor("status", { header: () => t("columns.status"), cell: ({ getValue }) => <ThreadStatusBadge status={getValue()} /> }),
        column.accessor("lastMessageAt", {
          header: () => t("columns.lastActivity"),
          cell: ({ row }) => (
            <div className="flex max-w-64 flex-col gap-0.5">
              <span className="whitespace-nowrap">{formatDateTime(row.original.lastMessageAt)}</span>
              <span className="truncate text-xs text-muted-foreground">{row.original.lastMessage}</span>
            </div>
          ),
        }),
      ]),
    [t],
  );
  const table = useTable({ features, data: threads, columns, getRowId: (row) => row.id });
  return <DataTable table={table} label={t("title")} minWidth="min-w-[760px]" />;
}
