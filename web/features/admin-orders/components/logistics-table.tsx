import type { AdminOrder } from "@domain/schemas/admin-orders";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { DataTable } from "@web/components/ui/data-table";
import { OrderStatusBadge } from "@web/components/ui/order-status-badge";
import { OrderAddressCell, OrderIdCell, OrderPartiesCell } from "./order-cells";
import { ShipmentDialog } from "./shipment-dialog";

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminOrder>();

function ShipmentCell({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin-orders");
  const [open, setOpen] = useState(false);
  return (
    <div className="flex min-w-36 flex-col items-start gap-1.5">
      {order.carrierName || order.trackingNumber ? (
        <span className="text-sm">
          {order.carrierName ?? "—"} <span className="font-mono break-all">{order.trackingNumber}</span>
        </span>
      ) : (
        <span className="text-sm text-muted-foreground">{t("shipment.none")}</span>
      )}
      <Button size="sm" variant="outline" aria-label={t("shipment.updateLabel", { id: order.orderNumber })} onClick={() => setOpen(true)}>
        {t("shipment.update")}
      </Button>
      {open ? <ShipmentDialog order={order} open={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}

/** Orders ready to move or on their way, with their shipment and the dialog that moves them. */
export function LogisticsTable({ orders }: { orders: AdminOrder[] }) {
  const { t } = useTranslation("admin-orders");
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("id", { header: () => t("columns.order"), cell: ({ row }) => <OrderIdCell order={row.original} /> }),
        column.display({ id: "parties", header: () => t("columns.parties"), cell: ({ row }) => <OrderPartiesCell order={row.original} /> }),
        column.accessor("shippingAddress", { header: () => t("columns.shipTo"), cell: ({ row }) => <OrderAddressCell order={row.original} /> }),
        column.accessor("status", { header: () => t("columns.status"), cell: ({ getValue }) => <OrderStatusBadge status={getValue()} /> }),
        column.display({ id: "shipment", header: () => t("columns.shipment"), cell: ({ row }) => <ShipmentCell order={row.original} /> }),
      ]),
    [t],
  );
  const table = useTable({ features, data: orders, columns, getRowId: (row) => row.id });
  return <DataTable table={table} label={t("logistics.table")} minWidth="min-w-[800px]" />;
}
