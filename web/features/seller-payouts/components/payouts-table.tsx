import { payoutShortOrderId } from "@domain/orders";
import type { SellerPayoutRow } from "@domain/schemas/seller-payouts";
import { useTranslation } from "react-i18next";
import { Price } from "@web/components/ui/price";
import { cn } from "@web/lib/cn";
import { formatDate, formatNumber } from "@web/lib/format-date";
import { OpenQueryNote } from "./open-query-note";
import { PayoutStatusBadge } from "./payout-status-badge";
import { RaiseQueryDialog } from "./raise-query-dialog";

const header = "px-3 py-2 font-medium text-muted-foreground";
const cell = "px-3 py-2";

/** Delivered orders with fee, refunds, net payout, status and due date; on a phone it scrolls sideways. */
export function PayoutsTable({ rows }: { rows: SellerPayoutRow[] }) {
  const { t } = useTranslation("seller-payouts");
  return (
    <div role="region" aria-label={t("table.label")} tabIndex={0} className="overflow-x-auto rounded-lg border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring">
      <table className="w-full min-w-[960px] border-collapse text-sm">
        <thead className="bg-muted/60 text-left">
          <tr>
            <th scope="col" className={header}>{t("table.order")}</th>
            <th scope="col" className={header}>{t("table.deliveredOn")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.total")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.fee")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.refunds")}</th>
            <th scope="col" className={cn(header, "text-right")}>{t("table.net")}</th>
            <th scope="col" className={header}>{t("table.status")}</th>
            <th scope="col" className={header}>{t("table.dueOn")}</th>
            <th scope="col" className={header}>{t("table.query")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const shortId = payoutShortOrderId(row.orderId);
            return (
              <tr key={row.orderId} className="border-t border-border align-top">
                <td className={cn(cell, "font-mono")}>{t("orderNumber", { id: shortId })}</td>
                <td className={cn(cell, "whitespace-nowrap")}>
                  <time dateTime={row.deliveredAt}>{formatDate(row.deliveredAt)}</time>
                </td>
                <td className={cn(cell, "text-right")}>
                  <Price paise={row.totalAmount} />
                </td>
                <td className={cn(cell, "text-right whitespace-nowrap")}>
                  <Price paise={row.platformFee} />
                  <span className="block text-xs text-muted-foreground">{t("feePercent", { percent: formatNumber(row.feePercent) })}</span>
                </td>
                <td className={cn(cell, "text-right")}>
                  <Price paise={row.refundedAmount} />
                </td>
                <td className={cn(cell, "text-right font-semibold")}>
                  <Price paise={row.netPayout} />
                </td>
                <td className={cell}>
                  <PayoutStatusBadge status={row.payoutStatus} />
                </td>
                <td className={cn(cell, "whitespace-nowrap")}>
                  <time dateTime={row.payoutDueAt}>{formatDate(row.payoutDueAt)}</time>
                </td>
                <td className={cell}>
                  {row.openQuery ? <OpenQueryNote query={row.openQuery} /> : <RaiseQueryDialog orderId={row.orderId} shortId={shortId} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
