import type { SellerPayoutRow } from "@domain/schemas/seller-payouts";
import { useTranslation } from "react-i18next";
import { Price } from "@web/components/ui/price";
import { TcsSplit } from "@web/components/ui/tcs-split";
import { cn } from "@web/lib/cn";
import { formatDate, formatNumber } from "@web/lib/format-date";
import { OpenQueryNote } from "./open-query-note";
import { PayoutHoldNote } from "./payout-hold-note";
import { PayoutStatusBadge } from "./payout-status-badge";
import { RaiseQueryDialog } from "./raise-query-dialog";

const header = "px-3 py-2 font-medium text-muted-foreground";
const cell = "px-3 py-2";

/**
 * Delivered orders with refunds, gross, the marketplace's deductions (fee, GST on it, TCS, TDS), net payout, status
 * and due date; on a phone each is a card (styles.css, .table-cards) with its amounts and status in sight.
 */
export function PayoutsTable({ rows }: { rows: SellerPayoutRow[] }) {
  const { t } = useTranslation("seller-payouts");
  return (
    <div role="region" aria-label={t("table.label")} tabIndex={0} className="overflow-x-auto rounded-lg border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring">
      <table className="table-cards w-full border-collapse text-sm sm:min-w-[1320px]">
        <thead className="bg-muted/60 text-left">
          <tr>
            <th scope="col" className={header}>{t("table.order")}</th>
            <th scope="col" className={header}>{t("table.deliveredOn")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.total")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.refunds")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.gross")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.fee")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.feeGst")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.tcs")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.tds")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.net")}</th>
            <th scope="col" className={header}>{t("table.status")}</th>
            <th scope="col" className={header}>{t("table.dueOn")}</th>
            <th scope="col" className={header}>{t("table.query")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            return (
              <tr key={row.orderId} className="border-t border-border align-top">
                <td data-label={t("table.order")} className={cn(cell, "font-mono")}>{t("orderNumber", { id: row.orderNumber })}</td>
                <td data-label={t("table.deliveredOn")} className={cn(cell, "whitespace-nowrap")}>
                  <time dateTime={row.deliveredAt}>{formatDate(row.deliveredAt)}</time>
                </td>
                <td data-label={t("table.total")} className={cn(cell, "text-right")}>
                  <Price paise={row.totalAmount} />
                </td>
                <td data-label={t("table.refunds")} className={cn(cell, "text-right")}>
                  <Price paise={row.refundedAmount} />
                </td>
                <td data-label={t("table.gross")} className={cn(cell, "text-right")}>
                  <Price paise={row.gross} />
                </td>
                <td data-label={t("table.fee")} className={cn(cell, "text-right whitespace-nowrap")}>
                  <Price paise={row.platformFee} />
                  <span className="block text-xs text-muted-foreground">{t("feePercent", { percent: formatNumber(row.feePercent) })}</span>
                </td>
                <td data-label={t("table.feeGst")} className={cn(cell, "text-right")}>
                  <Price paise={row.feeGst} />
                </td>
                <td data-label={t("table.tcs")} className={cn(cell, "text-right whitespace-nowrap")}>
                  <Price paise={row.tcs.total} />
                  <TcsSplit tcs={row.tcs} />
                </td>
                <td data-label={t("table.tds")} className={cn(cell, "text-right")}>
                  <Price paise={row.tds} />
                </td>
                <td data-label={t("table.net")} className={cn(cell, "text-right font-semibold")}>
                  <Price paise={row.netPayout} />
                </td>
                <td data-label={t("table.status")} className={cell}>
                  <PayoutStatusBadge status={row.payoutStatus} />
                  {row.hold ? <PayoutHoldNote hold={row.hold} /> : null}
                </td>
                <td data-label={t("table.dueOn")} className={cn(cell, "whitespace-nowrap")}>
                  <time dateTime={row.payoutDueAt}>{formatDate(row.payoutDueAt)}</time>
                </td>
                <td data-label={t("table.query")} data-wide className={cell}>
                  {row.openQuery ? <OpenQueryNote query={row.openQuery} /> : <RaiseQueryDialog orderId={row.orderId} orderNumber={row.orderNumber} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
