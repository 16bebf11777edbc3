import type { OrderStatus } from "@domain/orders";
import { CircleAlert, ShoppingCart } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { SearchInput } from "@web/components/ui/search-input";
import { PageSpinner } from "@web/components/ui/spinner";
import { toastError } from "@web/lib/toast";
import { useSellerOrders } from "../api/list-orders";
import { useSellerOrderEvents } from "../api/order-events";
import { OrderCard } from "./order-card";
import { OrderStatusFilter } from "./order-status-filter";

/**
 * /seller-dashboard/orders: the seller's orders newest first, filtered by status or searched by order number (?q=,
 * as the new-order email links), kept live over SSE.
 */
export function SellerOrders() {
  const { t } = useTranslation("seller-orders");
  const [params] = useSearchParams();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [q, setQ] = useState(() => params.get("q")?.trim() || undefined);
  const list = useSellerOrders(status, q);
  useSellerOrderEvents();

  useEffect(() => {
    if (list.errorUpdatedAt > 0) toastError(t("errors.fetch"));
    // Only a new failure toasts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.errorUpdatedAt]);

  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("title")} description={t("description")} className="mb-0" actions={<OrderStatusFilter value={status} onChange={setStatus} />} />
      <div className="sm:max-w-sm">
        <SearchInput label={t("search")} placeholder={t("searchPlaceholder")} initialText={q} onSearch={setQ} />
      </div>

      {list.isPending ? (
        <PageSpinner />
      ) : list.isError && orders.length === 0 ? (
        <EmptyState
          icon={CircleAlert}
          title={t("errors.fetch")}
          action={<Button variant="outline" onClick={() => void list.refetch()}>{t("common:retry")}</Button>}
        />
      ) : orders.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title={q ? t("noMatch") : status ? t("noneWithStatus", { status: t(`buyer:status.${status}`) }) : t("none")}
          description={status || q ? undefined : t("noneText")}
        />
      ) : (
        <>
          <div aria-hidden="true" className="hidden grid-cols-4 gap-x-4 pr-11 pl-[calc(1.75rem+40px)] text-sm font-medium text-muted-foreground sm:grid">
            <span>{t("table.order")}</span>
            <span>{t("table.date")}</span>
            <span className="text-right">{t("table.total")}</span>
            <span className="text-right">{t("table.status")}</span>
          </div>
          <ul aria-label={t("table.label")} className="flex flex-col gap-3">
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="outline" className="self-center" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t("loadMore")}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
