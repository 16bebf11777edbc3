import type { SellerProductRow } from "@domain/schemas/seller-products";
import { CircleAlert, Download, PackagePlus, Plus, Upload } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { TablePagination } from "@web/components/ui/table-pagination";
import { toastError } from "@web/lib/toast";
import { PRODUCTS_CSV_EXPORT_URL } from "../api/export-csv";
import { useSellerProducts } from "../api/list-products";
import { useProductListParams } from "../product-list-params";
import { CsvImportDialog } from "./csv-import-dialog";
import { DeleteProductDialog } from "./delete-product-dialog";
import { ListingAllowanceMeter } from "./listing-allowance";
import { PlanLimitDialog } from "./plan-limit-notice";
import { ProductDialog, type ProductDialogTarget } from "./product-dialog";
import { ProductFilters } from "./product-filters";
import { ProductTable } from "./product-table";

/** /seller-dashboard/products: allowance, Add / Import / Export, search and order, the table, its dialogs. */
export function ProductCatalogue() {
  const { t } = useTranslation("seller-products");
  const params = useProductListParams();
  const list = useSellerProducts(params.query);
  const [editing, setEditing] = useState<ProductDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<SellerProductRow | null>(null);
  const [limitShown, setLimitShown] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const allowance = list.data?.allowance;

  useEffect(() => {
    if (list.errorUpdatedAt > 0) toastError(t("errors.fetch"));
    // Only a new failure toasts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.errorUpdatedAt]);

  // A page left empty (its last product deleted elsewhere, or a stale link) falls back to the last page there is.
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : null;
  useEffect(() => {
    if (pageCount !== null && params.page > pageCount) params.change({ page: pageCount });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageCount, params.page]);

  // The server refuses a create at the limit anyway; this saves filling in a form that cannot be saved.
  const add = () => (allowance && allowance.used >= allowance.limit ? setLimitShown(true) : setEditing({ mode: "add" }));
  const onEdit = useCallback((row: SellerProductRow) => setEditing({ mode: "edit", id: row.id }), []);
  const onDelete = useCallback((row: SellerProductRow) => setDeleting(row), []);

  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        title={t("title")}
        description={t("description")}
        className="mb-0"
        actions={
          <>
            <Button onClick={add}>
              <Plus aria-hidden="true" />
              {t("addProduct")}
            </Button>
            <Button variant="outline" onClick={() => setImportOpen(true)}>
              <Upload aria-hidden="true" />
              {t("csv.import")}
            </Button>
            <Button asChild variant="outline">
              <a href={PRODUCTS_CSV_EXPORT_URL} download>
                <Download aria-hidden="true" />
                {t("csv.export")}
              </a>
            </Button>
          </>
        }
      />
      {allowance ? <ListingAllowanceMeter allowance={allowance} /> : null}
      <ProductFilters q={params.q} sort={params.sort} onSearch={(q) => params.change({ q })} onSortChange={(sort) => params.change({ sort })} />

      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <EmptyState
          icon={CircleAlert}
          title={t("errors.fetch")}
          action={<Button variant="outline" onClick={() => void list.refetch()}>{t("common:retry")}</Button>}
        />
      ) : list.data.items.length === 0 ? (
        params.q ? (
          <EmptyState title={t("table.noMatches", { q: params.q })} />
        ) : (
          <EmptyState
            icon={PackagePlus}
            title={t("table.empty")}
            description={t("table.emptyText")}
            action={<Button onClick={add}>{t("addProduct")}</Button>}
          />
        )
      ) : (
        <>
          <ProductTable rows={list.data.items} sort={params.sort} onSortChange={(sort) => params.change({ sort })} onEdit={onEdit} onDelete={onDelete} />
          <TablePagination label={t("pagination.label")} page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={(page) => params.change({ page })} />
        </>
      )}

      <ProductDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
      {allowance ? <PlanLimitDialog limit={allowance.limit} open={limitShown} onOpenChange={setLimitShown} /> : null}
      <CsvImportDialog open={importOpen} onOpenChange={setImportOpen} />
    </div>
  );
}
