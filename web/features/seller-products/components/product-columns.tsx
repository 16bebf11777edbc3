import { formatINR } from "@domain/money";
import type { SellerProductRow } from "@domain/schemas/seller-products";
import { createColumnHelper, rowSortingFeature, tableFeatures } from "@tanstack/react-table";
import { Pencil, Trash2 } from "lucide-react";
import type { TFunction } from "i18next";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { MediaThumbnail } from "@web/components/ui/media-thumbnail";
import { CategoryName } from "@web/lib/category-text";
import { formatNumber } from "@web/lib/format-date";

/** Sorting is the only feature the table uses, and only to show and change the server's order. */
export const productTableFeatures = tableFeatures({ rowSortingFeature });

const column = createColumnHelper<typeof productTableFeatures, SellerProductRow>();

export interface RowActions {
  onEdit: (product: SellerProductRow) => void;
  onDelete: (product: SellerProductRow) => void;
}

/**
 * The spec's columns: Product (thumbnail + name), Category, Stock, Price (base, else first tier), Status, Edit/Delete.
 * The ids of the columns the server sorts by (name, stock, price) are its sort keys' stems.
 */
export function productColumns(t: TFunction<"seller-products">, actions: RowActions) {
  return column.columns([
    column.accessor("name", {
      id: "name",
      header: () => t("table.product"),
      cell: ({ row }) => (
        <div className="flex min-w-40 items-center gap-3">
          <MediaThumbnail media={row.original.thumbnail} size={40} videoLabel={t("table.video")} noImageLabel={t("table.noImage")} />
          <span className="line-clamp-2 font-medium">{row.original.name}</span>
        </div>
      ),
    }),
    column.accessor("category", {
      id: "category",
      header: () => t("table.category"),
      enableSorting: false,
      cell: ({ getValue }) => <CategoryName name={getValue()} />,
    }),
    column.accessor("stock", {
      id: "stock",
      header: () => t("table.stock"),
      cell: ({ getValue }) => <span className="tabular-nums">{formatNumber(getValue())}</span>,
    }),
    column.accessor("listPrice", {
      id: "price",
      header: () => t("table.price"),
      cell: ({ getValue }) => <span className="tabular-nums">{formatINR(getValue())}</span>,
    }),
    column.accessor("isActive", {
      id: "status",
      header: () => t("table.status"),
      enableSorting: false,
      cell: ({ getValue }) =>
        getValue() ? <Badge variant="success">{t("table.active")}</Badge> : <Badge variant="outline">{t("table.draft")}</Badge>,
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">{t("table.actions")}</span>,
      cell: ({ row }) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" aria-label={t("table.editProduct", { name: row.original.name })} onClick={() => actions.onEdit(row.original)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive"
            aria-label={t("table.deleteProduct", { name: row.original.name })}
            onClick={() => actions.onDelete(row.original)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ),
    }),
  ]);
}
