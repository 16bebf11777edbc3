import type { BuyerOrderRow } from "@domain/schemas/buyer-orders";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OrderRowCard } from "./order-row-card";

/** `action` renders a control for each order beside its card (the page's "Buy again"). */
export function OrderList({ orders, label, action }: { orders: BuyerOrderRow[]; label?: string; action?: (order: BuyerOrderRow) => ReactNode }) {
  const { t } = useTranslation("buyer");
  return (
    <ul aria-label={label ?? t("orders.title")} className="flex flex-col gap-3">
      {orders.map((order) => (
        <OrderRowCard key={order.id} order={order} action={action?.(order)} />
      ))}
    </ul>
  );
}
