import type { AdminProduct } from "@domain/schemas/admin-catalog";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@web/components/ui/data-table";
import { Price } from "@web/components/ui/price";
import { CategoryName } from "@web/lib/category-text";
import { formatNumber } from "@web/lib/format-date";
import { ProductRowActions, VisibilitySwitch } from "./product-row-actions";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminProduct>();

/** Every seller's products as the server paged them (TanStack Table, manual mode); scrolls sideways on a phone. */
export function ProductsTable({ products }: { products: AdminProduct[] }) {
  const { t } = useTranslation("admin-products");
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("name", {
          header: () => t("columns.product"),
          cell: ({ row }) => (
            <div className="flex min-w-48 flex-col">
              <span className="font-medium">{row.original.name}</span>
              <span className="text-muted-foreground">{row.original.sellerName ?? "—"}</span>
            </div>
          ),
        }),
        column.accessor("category", { header: () => t("columns.category"), cell: ({ getValue }) => <CategoryName name={getValue()} /> }),
        column.accessor("listPrice", { header: () => t("columns.price"), cell: ({ getValue }) => <Price paise={getValue()} className="tabular-nums" /> }),
        column.accessor("stock", { header: () => t("columns.stock"), cell: ({ getValue }) => <span className="tabular-nums">{formatNumber(getValue())}</span> }),
        column.accessor("isActive", { header: () => t("columns.visibility"), cell: ({ row }) => <VisibilitySwitch product={row.original} /> }),
        column.display({ id: "actions", header: () => <span className="sr-only">{t("columns.actions")}</span>, cell: ({ row }) => <ProductRowActions product={row.original} /> }),
      ]),
    [t],
  );
  const table = useTable({ features, data: products, columns, getRowId: (row) => row.id });
  return <DataTable table={table} label={t("table")} minWidth="min-w-[760px]" />;
}
