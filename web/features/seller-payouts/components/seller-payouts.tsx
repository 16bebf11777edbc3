import { CircleAlert, Wallet } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { SearchInput } from "@web/components/ui/search-input";
import { PageSpinner } from "@web/components/ui/spinner";
import { TablePagination } from "@web/components/ui/table-pagination";
import { toastError } from "@web/lib/toast";
import { useSellerPayouts } from "../api/list-payouts";
import { FeeInvoices } from "./fee-invoices";
import { MonthlyStatement } from "./monthly-statement";
import { PayoutSummaryCards } from "./payout-summary-cards";
import { PayoutsTable } from "./payouts-table";

/** /seller-dashboard/payouts: summary cards, monthly statements and fee invoices, the order-wise payouts, and a query about any of them. */
export function SellerPayouts() {
  const { t } = useTranslation("seller-payouts");
  const [page, setPage] = useState(1);
  const [q, setQ] = useState<string | undefined>();
  const list = useSellerPayouts(page, q);

  useEffect(() => {
    if (list.errorUpdatedAt > 0) toastError(t("errors.fetch"));
    // Only a new failure toasts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.errorUpdatedAt]);

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("title")} description={t("description")} className="mb-0" />
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <EmptyState
          icon={CircleAlert}
          title={t("errors.fetch")}
          action={<Button variant="outline" onClick={() => void list.refetch()}>{t("common:retry")}</Button>}
        />
      ) : (
        <>
          <PayoutSummaryCards summary={list.data.summary} />
          <div className="grid gap-4 lg:grid-cols-2">
            <MonthlyStatement />
            <FeeInvoices />
          </div>
          <div className="sm:max-w-sm">
            <SearchInput
              label={t("search")}
              placeholder={t("searchPlaceholder")}
              onSearch={(text) => {
                setQ(text);
                setPage(1);
              }}
            />
          </div>
          {list.data.orders.length === 0 ? (
            <EmptyState icon={Wallet} title={q ? t("noMatch") : t("none")} description={q ? undefined : t("noneText")} />
          ) : (
            <>
              <PayoutsTable rows={list.data.orders} />
              <p className="text-sm text-muted-foreground">{t("deductionsNote")}</p>
              <TablePagination label={t("pagination")} page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={setPage} />
            </>
          )}
        </>
      )}
    </div>
  );
}
