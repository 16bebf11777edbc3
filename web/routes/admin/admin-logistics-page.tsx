import { LOGISTICS_STATUSES } from "@domain/schemas/admin-orders";
import { Truck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CursorPager } from "@web/components/ui/cursor-pager";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { PageTitle } from "@web/components/ui/page-title";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { useAdminOrders } from "@web/features/admin-orders/api/admin-orders";
import { LogisticsTable } from "@web/features/admin-orders/components/logistics-table";
import { useCursorPages } from "@web/lib/use-cursor-pages";
import { useErrorToast } from "@web/lib/use-error-toast";

const ALL_MOVING = LOGISTICS_STATUSES.join(",");

/** Logistics: orders ready for pickup, in transit or shipped, moved on with their carrier and tracking number. */
export default function AdminLogisticsPage() {
  const { t } = useTranslation();
  const { t: orders } = useTranslation("admin-orders");
  const { t: buyer } = useTranslation("buyer");
  const [status, setStatus] = useState(ALL_MOVING);
  const [q, setQ] = useState<string | undefined>();
  const pages = useCursorPages<string>();
  const list = useAdminOrders({ status, q }, pages.cursor);
  useErrorToast(list.isError ? list.errorUpdatedAt : null, orders("toasts.fetchFailed"));

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("pages.adminLogistics")} />
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchInput
          label={orders("search")}
          placeholder={orders("searchPlaceholder")}
          onSearch={(text) => {
            setQ(text);
            pages.reset();
          }}
        />
        <FormField label={orders("statusFilter")}>
          <Select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              pages.reset();
            }}
          >
            <option value={ALL_MOVING}>{orders("logistics.allMoving")}</option>
            {LOGISTICS_STATUSES.map((choice) => (
              <option key={choice} value={choice}>
                {buyer(`status.${choice}`)}
              </option>
            ))}
            <option value="Delivered">{buyer("status.Delivered")}</option>
          </Select>
        </FormField>
      </div>
      {!list.data ? <Spinner /> : list.data.orders.length === 0 ? <EmptyState icon={Truck} title={orders("logistics.none")} /> : <LogisticsTable orders={list.data.orders} />}
      <CursorPager
        isFirst={pages.isFirst}
        hasNext={Boolean(list.data?.nextCursor)}
        onFirst={pages.reset}
        onNext={() => list.data?.nextCursor && pages.next(list.data.nextCursor)}
        firstLabel={orders("first")}
        nextLabel={orders("next")}
      />
    </div>
  );
}
