import { shortOrderId } from "@domain/orders";
import type { BuyerOrderRow } from "@domain/schemas/buyer-orders";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Price } from "@web/components/ui/price";
import { formatDate } from "@web/lib/format-date";
import { OrderStatusBadge } from "@web/components/ui/order-status-badge";

/** One order in a list; the whole card links to its detail page and fits a 360 px screen. */
export function OrderRowCard({ order }: { order: BuyerOrderRow }) {
  const { t } = useTranslation("buyer");
  return (
    <li>
      <Link
        to={`/buyer-dashboard/orders/${order.id}`}
        className="flex items-center gap-3 rounded-lg border border-border bg-card p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono font-semibold">{t("orders.orderNumber", { id: shortOrderId(order.id) })}</span>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="truncate text-sm font-medium">{order.sellerCompanyName ?? "—"}</p>
          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <p>
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{" "}
              {t("orders.items", { count: order.itemCount })} · {t(`paymentMethod.${order.paymentMethod}`)}
            </p>
            <Price paise={order.totalAmount} className="text-base font-semibold text-foreground" />
          </div>
        </div>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}
