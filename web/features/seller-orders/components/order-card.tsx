import type { SellerOrderRow } from "@domain/schemas/seller-orders";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MediaThumbnail } from "@web/components/ui/media-thumbnail";
import { OrderStatusBadge } from "@web/components/ui/order-status-badge";
import { Price } from "@web/components/ui/price";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format-date";
import { OrderDetails } from "./order-details";

/**
 * One order as an expandable row: its first product's picture and name (and how many more), id, date, total and status
 * in a button that shows or hides its details. A list of
 * cards rather than a table, so a 360 px phone shows every column without scrolling sideways.
 */
export function OrderCard({ order }: { order: SellerOrderRow }) {
  const { t } = useTranslation("seller-orders");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // The items come sorted by product name, as the expanded row lists them.
  const first = order.items[0];
  const more = order.items.length - 1;
  return (
    <li className="rounded-lg border border-border bg-card">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-3 rounded-lg p-4 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <MediaThumbnail
          media={first?.imageUrl ? { mediaUrl: first.imageUrl, mediaType: "image" } : null}
          size={40}
          videoLabel={t("noImage")}
          noImageLabel={t("noImage")}
          className="self-start"
        />
        <span className="grid min-w-0 flex-1 grid-cols-2 items-center gap-x-4 gap-y-1.5 sm:grid-cols-4">
          <span className="font-mono font-semibold">{t("orderNumber", { id: order.orderNumber })}</span>
          <time dateTime={order.createdAt} className="text-right text-sm text-muted-foreground sm:text-left">
            {formatDate(order.createdAt)}
          </time>
          <Price paise={order.totalAmount} className="font-semibold sm:text-right" />
          <span className="justify-self-end">
            <OrderStatusBadge status={order.displayStatus} />
          </span>
          {first ? (
            <span className="col-span-2 flex min-w-0 gap-1.5 text-sm font-medium sm:col-span-4" data-testid="order-first-item">
              <span className="truncate">{first.productName}</span>
              {more > 0 ? <span className="shrink-0 text-muted-foreground">{t("moreItems", { count: more })}</span> : null}
            </span>
          ) : null}
        </span>
        <ChevronDown aria-hidden="true" className={cn("size-4 shrink-0 text-muted-foreground transition-transform", open && "rotate-180")} />
      </button>
      <div id={panelId} hidden={!open} className="border-t border-border p-4">
        {open ? <OrderDetails order={order} /> : null}
      </div>
    </li>
  );
}
