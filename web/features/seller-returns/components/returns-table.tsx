import { sellerShortOrderId } from "@domain/orders";
import type { SellerReturnAction, SellerReturnRow } from "@domain/schemas/seller-returns";
import { useTranslation } from "react-i18next";
import { formatDate } from "@web/lib/format-date";
import { ReturnActions } from "./return-actions";
import { ReturnRefundNote } from "./return-refund-note";
import { ReturnStatusBadge } from "./return-status-badge";

interface ReturnsTableProps {
  rows: SellerReturnRow[];
  busy: boolean;
  onAction: (request: SellerReturnRow, action: SellerReturnAction) => void;
}

const headerClasses = "px-3 py-2 font-medium text-muted-foreground";

/** The requests as a table; on a phone it scrolls sideways inside its frame. */
export function ReturnsTable({ rows, busy, onAction }: ReturnsTableProps) {
  const { t } = useTranslation("seller-returns");
  return (
    <div role="region" aria-label={t("table.label")} tabIndex={0} className="overflow-x-auto rounded-lg border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring">
      <table className="w-full min-w-[760px] border-collapse text-sm">
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
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
              </td>
              <td className="px-3 py-2 font-mono">{t("orderNumber", { id: sellerShortOrderId(row.orderId) })}</td>
              <td className="px-3 py-2">
                {row.productName} <span className="text-muted-foreground">× {row.quantity}</span>
              </td>
              <td className="px-3 py-2">{t(`type.${row.requestType}`)}</td>
              <td className="max-w-64 px-3 py-2 break-words">{row.reason}</td>
              <td className="px-3 py-2">
                <ReturnStatusBadge status={row.status} />
                {row.refund ? <ReturnRefundNote refund={row.refund} /> : null}
              </td>
              <td className="px-3 py-2">
                <ReturnActions request={row} disabled={busy} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
