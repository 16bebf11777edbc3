import { ORDER_STATUSES } from "@domain/orders";
import { ClipboardList } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CursorPager } from "@web/components/ui/cursor-pager";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { useCursorPages } from "@web/lib/use-cursor-pages";
import { useErrorToast } from "@web/lib/use-error-toast";
import { type OrderFilters, useAdminOrders } from "../api/admin-orders";
import { OrdersTable } from "./orders-table";

/** The Orders tab: every order, searched by id or company and filtered by status, a page at a time. */
export function OrdersTab() {
  const { t } = useTranslation("admin-orders");
  const { t: buyer } = useTranslation("buyer");
  const [filters, setFilters] = useState<OrderFilters>({});
  const pages = useCursorPages<string>();
  const orders = useAdminOrders(filters, pages.cursor);
  useErrorToast(orders.isError ? orders.errorUpdatedAt : null, t("admin-products:toasts.fetchFailed"));
  const filter = (change: OrderFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    pages.reset();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <SearchInput label={t("search")} placeholder={t("searchPlaceholder")} onSearch={(q) => filter({ q })} />
        <FormField label={t("statusFilter")}>
          <Select value={filters.status ?? ""} onChange={(event) => filter({ status: event.target.value || undefined })}>
            <option value="">{t("anyStatus")}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {buyer(`status.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {!orders.data ? <Spinner /> : orders.data.orders.length === 0 ? <EmptyState icon={ClipboardList} title={t("none")} /> : <OrdersTable orders={orders.data.orders} />}
      <CursorPager
        isFirst={pages.isFirst}
        hasNext={Boolean(orders.data?.nextCursor)}
        onFirst={pages.reset}
        onNext={() => orders.data?.nextCursor && pages.next(orders.data.nextCursor)}
        firstLabel={t("first")}
        nextLabel={t("next")}
      />
    </div>
  );
}
