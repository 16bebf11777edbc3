import type { AdminPayoutRow } from "@domain/schemas/admin-payouts";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { DataTable } from "@web/components/ui/data-table";
import { Price } from "@web/components/ui/price";
import { TcsSplit } from "@web/components/ui/tcs-split";
import { formatDate } from "@web/lib/format-date";
import { PayoutStatusControl } from "./payout-status-control";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminPayoutRow>();

/** Order-wise payouts as the server paged them (TanStack Table, manual mode); scrolls sideways on a phone. */
export function PayoutsTable({ payouts }: { payouts: AdminPayoutRow[] }) {
  const { t } = useTranslation("admin-payouts");
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("orderId", {
          header: () => t("columns.order"),
          cell: ({ row }) => (
            <div className="flex min-w-36 flex-col">
              <span className="font-mono font-semibold">{row.original.orderNumber}</span>
              <span>{row.original.sellerName ?? "—"}</span>
              {row.original.hasOpenQuery ? (
                <Badge variant="warning" className="w-fit">
                  {t("openQuery")}
                </Badge>
              ) : null}
            </div>
          ),
        }),
        column.accessor("payoutDueAt", {
          header: () => t("columns.dates"),
          cell: ({ row }) => (
            <div className="flex flex-col text-sm">
              <span>{t("delivered", { date: formatDate(row.original.deliveredAt) })}</span>
              <span className="text-muted-foreground">{t("due", { date: formatDate(row.original.payoutDueAt) })}</span>
            </div>
          ),
        }),
        column.accessor("totalAmount", {
          header: () => t("columns.amounts"),
          cell: ({ row }) => (
            <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm tabular-nums">
              <dt className="text-muted-foreground">{t("total")}</dt>
              <dd className="text-right"><Price paise={row.original.totalAmount} /></dd>
              <dt className="text-muted-foreground">{t("refundsLabel")}</dt>
              <dd className="text-right"><Price paise={row.original.refundedAmount} /></dd>
              <dt className="text-muted-foreground">{t("gross")}</dt>
              <dd className="text-right"><Price paise={row.original.gross} /></dd>
              <dt className="text-muted-foreground">{t("fee", { percent: row.original.feePercent })}</dt>
              <dd className="text-right"><Price paise={row.original.platformFee} /></dd>
              <dt className="text-muted-foreground">{t("feeGst")}</dt>
              <dd className="text-right"><Price paise={row.original.feeGst} /></dd>
              <dt className="text-muted-foreground">{t("tcs")}</dt>
              <dd className="text-right">
                <Price paise={row.original.tcs.total} />
                <TcsSplit tcs={row.original.tcs} />
              </dd>
              <dt className="text-muted-foreground">{t("tds")}</dt>
              <dd className="text-right"><Price paise={row.original.tds} /></dd>
            </dl>
          ),
        }),
        column.accessor("netPayout", { header: () => t("columns.net"), cell: ({ getValue }) => <Price paise={getValue()} className="font-semibold tabular-nums" /> }),
        column.accessor("payoutStatus", {
          header: () => t("columns.status"),
          cell: ({ row }) => (
            <div className="flex flex-col gap-1">
              <PayoutStatusControl payout={row.original} />
              {row.original.hold ? (
                <span className="text-xs text-muted-foreground" data-testid="payout-hold-reason">
                  {[row.original.hold.reason, row.original.hold.returnOpen ? t("hold.returnOpen") : null].filter(Boolean).join(" · ")}
                </span>
              ) : null}
              {row.original.payoutTransactionRef ? <span className="font-mono text-xs break-all">{row.original.payoutTransactionRef}</span> : null}
              {row.original.hasScreenshot ? (
                <a className="tap-target text-xs text-primary underline" href={`/api/admin/payouts/${row.original.orderId}/screenshot`} download>
                  {t("screenshot")}
                </a>
              ) : null}
            </div>
          ),
        }),
      ]),
    [t],
  );
  const table = useTable({ features, data: payouts, columns, getRowId: (row) => row.orderId });
  return <DataTable table={table} label={t("table")} minWidth="min-w-[860px]" />;
}
