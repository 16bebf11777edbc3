import type { AdminUser } from "@domain/schemas/admin-users";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@web/components/ui/data-table";
import { Badge } from "@web/components/ui/badge";
import { UserActions } from "./user-actions";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminUser>();

/** Accounts as the server paged them (TanStack Table, manual mode); scrolls sideways on a phone. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation("admin");
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("email", {
          header: () => t("users.name"),
          cell: ({ row }) => (
            <div className="flex min-w-44 flex-col">
              <span className="font-medium">{row.original.name ?? "—"}</span>
              <span className="text-muted-foreground">{row.original.email}</span>
            </div>
          ),
        }),
        column.accessor("companyName", {
          header: () => t("users.company"),
          cell: ({ row }) => (
            <div className="flex flex-col">
              <span>{row.original.companyName ?? "—"}</span>
              {row.original.gstNumber ? <span className="text-xs text-muted-foreground">{row.original.gstNumber}</span> : null}
            </div>
          ),
        }),
        column.display({
          id: "state",
          header: () => t("users.status"),
          cell: ({ row }) =>
            row.original.anonymisedAt ? (
              <Badge variant="destructive">{t("users.deleted")}</Badge>
            ) : (
            <div className="flex flex-wrap gap-1">
              <Badge variant="outline">{row.original.isAdmin ? t("users.admin") : t(`users.${row.original.accountType}`)}</Badge>
              <Badge variant={row.original.isActive ? "success" : "destructive"}>{row.original.isActive ? t("users.active") : t("users.inactive")}</Badge>
              <Badge variant={row.original.isVerified ? "success" : "warning"}>{row.original.isVerified ? t("users.verified") : t("users.pending")}</Badge>
            </div>
            ),
        }),
        column.accessor("platformFeePercentage", {
          header: () => t("users.fee"),
          cell: ({ getValue }) => <span className="tabular-nums">{getValue() === null ? t("users.globalFee") : `${getValue()}%`}</span>,
        }),
        column.display({ id: "actions", header: () => <span className="sr-only">{t("users.actions")}</span>, cell: ({ row }) => <UserActions user={row.original} /> }),
      ]),
    [t],
  );
  const table = useTable({ features, data: users, columns, getRowId: (row) => row.id });
  return <DataTable table={table} label={t("users.table")} minWidth="min-w-[820px]" />;
}
