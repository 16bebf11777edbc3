import { isOrderStatus } from "@domain/orders";
import { Package } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { SearchInput } from "@web/components/ui/search-input";
import { PageSpinner } from "@web/components/ui/spinner";
import { useOrderList } from "@web/features/buyer-orders/api/list-orders";
import { LoadFailed } from "@web/features/buyer-orders/components/load-failed";
import { OrderList } from "@web/features/buyer-orders/components/order-list";
import { OrderStatusFilter } from "@web/features/buyer-orders/components/order-status-filter";
import { useErrorToast } from "@web/features/buyer-orders/use-error-toast";
import { BuyAgainButton } from "@web/features/cart/components/buy-again-button";

/** /buyer-dashboard/orders: all the buyer's orders, newest first, a page at a time; ?status= filters, ?q= searches by order number. */
export default function BuyerOrdersPage() {
  const { t } = useTranslation("buyer");
  const [params, setParams] = useSearchParams();
  const raw = params.get("status") ?? "";
  const status = isOrderStatus(raw) ? raw : null;
  const [q, setQ] = useState(() => params.get("q")?.trim() || undefined);
  const list = useOrderList(status, q);
  useErrorToast(list.isError ? list.errorUpdatedAt : 0, t("orders.fetchFailed"));
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        title={t("orders.title")}
        description={t("orders.description")}
        className="mb-2"
        actions={<OrderStatusFilter value={status} onChange={(next) => setParams(next ? { status: next } : {}, { replace: true })} />}
      />
      <div className="sm:max-w-sm">
        <SearchInput label={t("orders.search")} placeholder={t("orders.searchPlaceholder")} initialText={q} onSearch={setQ} />
      </div>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError && orders.length === 0 ? (
        <LoadFailed title={t("orders.fetchFailed")} onRetry={() => void list.refetch()} />
      ) : orders.length === 0 ? (
        <EmptyState
          icon={Package}
          title={q ? t("orders.noMatch") : status ? t("orders.noneWithStatus", { status: t(`status.${status}`) }) : t("orders.none")}
          description={q ? undefined : t("orders.noneText")}
          action={
            status || q ? null : (
              <Button asChild>
                <Link to="/products">{t("dashboard.startShopping")}</Link>
              </Button>
            )
          }
        />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined} className="flex flex-col gap-4">
          <OrderList orders={orders} action={(order) => <BuyAgainButton orderId={order.id} orderNumber={order.orderNumber} />} />
          {list.hasNextPage ? (
            <Button variant="outline" className="self-center" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t("orders.loadMore")}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
