import type { AdminOrder } from "@domain/schemas/admin-orders";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@web/components/ui/data-table";
import { OrderAddressCell, OrderIdCell, OrderPartiesCell, OrderPaymentCell } from "./order-cells";
import { OrderStatusControl } from "./order-status-control";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminOrder>();

/** Every order as the server paged it, with its status control (TanStack Table, manual mode). */
export function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  const { t } = useTranslation("admin-orders");
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("id", { header: () => t("columns.order"), cell: ({ row }) => <OrderIdCell order={row.original} /> }),
        column.display({ id: "parties", header: () => t("columns.parties"), cell: ({ row }) => <OrderPartiesCell order={row.original} /> }),
        column.accessor("totalAmount", { header: () => t("columns.total"), cell: ({ row }) => <OrderPaymentCell order={row.original} /> }),
        column.accessor("shippingAddress", { header: () => t("columns.shipTo"), cell: ({ row }) => <OrderAddressCell order={row.original} /> }),
        column.accessor("status", { header: () => t("columns.status"), cell: ({ row }) => <OrderStatusControl order={row.original} /> }),
      ]),
    [t],
  );
  const table = useTable({ features, data: orders, columns, getRowId: (row) => row.id });
  return <DataTable table={table} label={t("table")} minWidth="min-w-[880px]" />;
}
