import type { SellerReturnAction, SellerReturnRow } from "@domain/schemas/seller-returns";
import { useTranslation } from "react-i18next";
import { formatDate } from "@web/lib/format-date";
import { ReturnActions } from "./return-actions";
import { ReturnPhotos } from "./return-photos";
import { ReturnRefundNote } from "./return-refund-note";
import { ReturnRefundPreview } from "./return-refund-preview";
import { ReturnStatusBadge } from "./return-status-badge";

interface ReturnsTableProps {
  rows: SellerReturnRow[];
  busy: boolean;
  onAction: (request: SellerReturnRow, action: SellerReturnAction) => void;
}

const headerClasses = "px-3 py-2 font-medium text-muted-foreground";

/** The requests as a table; on a phone each is a card (styles.css, .table-cards) with its status and refund in sight. */
export function ReturnsTable({ rows, busy, onAction }: ReturnsTableProps) {
  const { t } = useTranslation("seller-returns");
  return (
    <div role="region" aria-label={t("table.label")} tabIndex={0} className="overflow-x-auto rounded-lg border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring">
      <table className="table-cards w-full border-collapse text-sm sm:min-w-[760px]">
        <thead className="bg-muted/60 text-left">
          <tr>
            <th scope="col" className={headerClasses}>{t("table.date")}</th>
            <th scope="col" className={headerClasses}>{t("table.order")}</th>
            <th scope="col" className={headerClasses}>{t("table.item")}</th>
            <th scope="col" className={headerClasses}>{t("table.type")}</th>
            <th scope="col" className={headerClasses}>{t("table.reason")}</th>
            <th scope="col" className={headerClasses}>{t("table.status")}</th>
            <th scope="col" className={headerClasses}>{t("table.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border align-top">
              <td data-label={t("table.date")} className="px-3 py-2 whitespace-nowrap">
                <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
              </td>
              <td data-label={t("table.order")} className="px-3 py-2 font-mono">{t("orderNumber", { id: row.orderNumber })}</td>
              <td data-label={t("table.item")} data-wide className="px-3 py-2">
                {row.productName} <span className="text-muted-foreground">{t("units", { count: row.quantity, of: row.lineQuantity })}</span>
                <ReturnPhotos photos={row.photos} />
              </td>
              <td data-label={t("table.type")} className="px-3 py-2">{t(`type.${row.requestType}`)}</td>
              <td data-label={t("table.reason")} data-wide className="max-w-64 px-3 py-2 break-words">{row.reason}</td>
              <td data-label={t("table.status")} className="px-3 py-2">
                <ReturnStatusBadge status={row.status} />
                {row.refund ? <ReturnRefundNote refund={row.refund} /> : null}
                {row.refundPreview ? <ReturnRefundPreview refund={row.refundPreview} className="mt-1 text-xs text-muted-foreground" /> : null}
              </td>
              <td data-wide className="px-3 py-2">
                <ReturnActions request={row} disabled={busy} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
