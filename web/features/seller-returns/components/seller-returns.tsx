import { CircleAlert, Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsMutating } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { SearchInput } from "@web/components/ui/search-input";
import { PageSpinner } from "@web/components/ui/spinner";
import { TablePagination } from "@web/components/ui/table-pagination";
import { toastError } from "@web/lib/toast";
import { useSellerReturns } from "../api/list-returns";
import { sellerReturnKeys } from "../api/query-keys";
import { useSellerReturnEvents } from "../api/return-events";
import { ConfirmReturnAction, type PendingReturnAction } from "./confirm-return-action";
import { ReturnsTable } from "./returns-table";

/** /seller-dashboard/returns: the seller's return and exchange requests; decisions after a confirmation. */
export function SellerReturns() {
  const { t } = useTranslation("seller-returns");
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingReturnAction | null>(null);
  const [q, setQ] = useState<string | undefined>();
  const list = useSellerReturns(page, q);
  useSellerReturnEvents();
  const busy = useIsMutating({ mutationKey: sellerReturnKeys.all }) > 0;

  useEffect(() => {
    if (list.errorUpdatedAt > 0) toastError(t("errors.fetch"));
    // Only a new failure toasts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.errorUpdatedAt]);

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("title")} description={t("description")} className="mb-0" />
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
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <EmptyState
          icon={CircleAlert}
          title={t("errors.fetch")}
          action={<Button variant="outline" onClick={() => void list.refetch()}>{t("common:retry")}</Button>}
        />
      ) : list.data.returns.length === 0 ? (
        <EmptyState icon={Undo2} title={q ? t("noMatch") : t("none")} description={q ? undefined : t("noneText")} />
      ) : (
        <>
          <ReturnsTable rows={list.data.returns} busy={busy} onAction={(request, action) => setPending({ request, action })} />
          <TablePagination label={t("pagination")} page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={setPage} />
        </>
      )}
      <ConfirmReturnAction pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
