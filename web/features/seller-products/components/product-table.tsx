import type { SellerProductSort } from "@domain/seller-products";
import type { SellerProductRow } from "@domain/schemas/seller-products";
import { flexRender, type SortingState, useTable } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";
import { productColumns, productTableFeatures, type RowActions } from "./product-columns";

interface ProductTableProps extends RowActions {
  rows: SellerProductRow[];
  sort: SellerProductSort;
  onSortChange: (sort: SellerProductSort) => void;
}

const NUMERIC_COLUMNS = new Set(["stock", "price"]);

/** "price_desc" → the table's sorting state; the created order has no column, so no header shows it. */
function sortingOf(sort: SellerProductSort): SortingState {
  const [id, direction] = sort.split("_") as [string, "asc" | "desc"];
  return id === "created" ? [] : [{ id, desc: direction === "desc" }];
}

/** Columns a phone shows the full width of its card: the product itself, and Edit / Delete. */
const WIDE_COLUMNS = new Set(["name", "actions"]);

/**
 * The seller's products as a table sorted and paged by the server (TanStack Table in manual mode). On a phone each
 * product is a card (styles.css, .table-cards) with Edit and Delete in reach; the sort menu above orders it there.
 */
export function ProductTable({ rows, sort, onSortChange, onEdit, onDelete }: ProductTableProps) {
  const { t } = useTranslation("seller-products");
  const columns = useMemo(() => productColumns(t, { onEdit, onDelete }), [t, onEdit, onDelete]);
  const sorting = sortingOf(sort);
  const cardLabels: Record<string, string> = {
    category: t("table.category"),
    stock: t("table.stock"),
    price: t("table.price"),
    status: t("table.status"),
  };
  const table = useTable({
    features: productTableFeatures,
    data: rows,
    columns,
    getRowId: (row) => row.id,
    manualSorting: true,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = typeof updater === "function" ? updater(sorting) : updater;
      // Asc, desc, then back to the default newest-first order.
      onSortChange(next ? (`${next.id}_${next.desc ? "desc" : "asc"}` as SellerProductSort) : "created_desc");
    },
  });

  return (
    <div role="region" aria-label={t("table.label")} tabIndex={0} className="overflow-x-auto rounded-lg border border-border bg-card focus-visible:outline-2 focus-visible:outline-ring">
      <table className="table-cards w-full border-collapse text-sm sm:min-w-[640px]">
        <thead className="bg-muted/60 text-left">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, index) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    className={cn(
                      "px-3 py-2 font-medium text-muted-foreground",
                      NUMERIC_COLUMNS.has(header.id) && "text-right",
                      index === 0 && "sticky left-0 z-10 bg-muted",
                    )}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {sorted === "asc" ? <ArrowUp aria-hidden="true" className="size-3.5" /> : sorted === "desc" ? <ArrowDown aria-hidden="true" className="size-3.5" /> : <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />}
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-border">
              {row.getAllCells().map((cell, index) => (
                <td
                  key={cell.id}
                  data-label={cardLabels[cell.column.id]}
                  data-wide={WIDE_COLUMNS.has(cell.column.id) || undefined}
                  className={cn(
                    "px-3 py-2 align-middle",
                    NUMERIC_COLUMNS.has(cell.column.id) && "text-right",
                    index === 0 && "sticky left-0 z-10 max-w-[55vw] bg-card sm:max-w-none",
                  )}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
