import type { BuyerOrderRow } from "@domain/schemas/buyer-orders";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MediaThumbnail } from "@web/components/ui/media-thumbnail";
import { OrderStatusBadge } from "@web/components/ui/order-status-badge";
import { Price } from "@web/components/ui/price";
import { formatDate } from "@web/lib/format-date";

/**
 * One order in a list: its first product's picture and name (and how many more), seller, date, payment and total.
 * The whole card links to its detail page and fits a 360 px screen.
 */
export function OrderRowCard({ order, action }: { order: BuyerOrderRow; action?: ReactNode }) {
  const { t } = useTranslation("buyer");
  const first = order.firstItem;
  const more = order.itemCount - 1;
  return (
    <li className={action ? "flex flex-col gap-2" : undefined}>
      <Link
        to={`/buyer-dashboard/orders/${order.id}`}
        className="flex items-center gap-3 rounded-lg border border-border bg-card p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <MediaThumbnail
          media={first?.imageUrl ? { mediaUrl: first.imageUrl, mediaType: "image" } : null}
          size={56}
          videoLabel={t("order.noImage")}
          noImageLabel={t("order.noImage")}
          className="self-start"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono font-semibold">{t("orders.orderNumber", { id: order.orderNumber })}</span>
            <OrderStatusBadge status={order.displayStatus} />
          </div>
          {first ? (
            <p className="flex min-w-0 gap-1.5 text-sm font-medium" data-testid="order-first-item">
              <span className="truncate">{first.productName}</span>
              {more > 0 ? <span className="shrink-0 text-muted-foreground">{t("orders.moreItems", { count: more })}</span> : null}
            </p>
          ) : null}
          <p className="truncate text-sm text-muted-foreground">{order.sellerCompanyName ?? "—"}</p>
          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <p>
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {t(`paymentMethod.${order.paymentMethod}`)}
            </p>
            <Price paise={order.totalAmount} className="text-base font-semibold text-foreground" />
          </div>
        </div>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </Link>
      {action ? <div className="flex justify-end">{action}</div> : null}
    </li>
  );
}
