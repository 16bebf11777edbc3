import type { AdminPlan, AdminSubscriptionRow } from "@domain/schemas/admin-subscriptions";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { DataTable } from "@web/components/ui/data-table";
import { formatDate } from "@web/lib/format-date";
import { ChangePlanDialog } from "./change-plan-dialog";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminSubscriptionRow>();

function ChangePlanButton({ row, plans }: { row: AdminSubscriptionRow; plans: AdminPlan[] }) {
  const { t } = useTranslation("admin-subscriptions");
  const [open, setOpen] = useState(false);
  const label = row.companyName ?? row.email;
  return (
    <>
      <Button size="sm" variant="outline" aria-label={t("change.buttonFor", { seller: label })} onClick={() => setOpen(true)}>
        {t("change.button")}
      </Button>
      {open ? <ChangePlanDialog plans={plans} seller={{ id: row.userId, label, planId: row.planId }} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

/** Subscriptions as the server paged them, the ones in force with a Change plan action. */
export function SubscriptionsTable({ subscriptions, plans }: { subscriptions: AdminSubscriptionRow[]; plans: AdminPlan[] }) {
  const { t } = useTranslation("admin-subscriptions");
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("companyName", {
          header: () => t("columns.seller"),
          cell: ({ row }) => (
            <div className="flex min-w-44 flex-col">
              <span className="font-medium">{row.original.companyName ?? "—"}</span>
              <span className="text-muted-foreground">{row.original.email}</span>
            </div>
          ),
        }),
        column.accessor("planName", {
          header: () => t("columns.plan"),
          cell: ({ row }) => (
            <div className="flex flex-col">
              <span>{row.original.planName}</span>
              <span className="text-xs text-muted-foreground">
                {t(`cycle.${row.original.billingCycle}`)} · {row.original.paid ? t("paid") : t("assigned")}
              </span>
            </div>
          ),
        }),
        column.accessor("status", {
          header: () => t("columns.status"),
          cell: ({ getValue }) => <Badge variant={getValue() === "active" ? "success" : "secondary"}>{t(`status.${getValue()}`)}</Badge>,
        }),
        column.accessor("endDate", { header: () => t("columns.ends"), cell: ({ row }) => `${formatDate(row.original.startDate)} – ${formatDate(row.original.endDate)}` }),
        column.display({
          id: "actions",
          header: () => <span className="sr-only">{t("columns.actions")}</span>,
          cell: ({ row }) => (row.original.status === "active" ? <ChangePlanButton row={row.original} plans={plans} /> : null),
        }),
      ]),
    [t, plans],
  );
  const table = useTable({ features, data: subscriptions, columns, getRowId: (row) => row.id });
  return <DataTable table={table} label={t("table")} minWidth="min-w-[760px]" />;
}
