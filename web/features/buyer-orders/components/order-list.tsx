import type { BuyerOrderRow } from "@domain/schemas/buyer-orders";
import { useTranslation } from "react-i18next";
import { OrderRowCard } from "./order-row-card";

export function OrderList({ orders, label }: { orders: BuyerOrderRow[]; label?: string }) {
  const { t } = useTranslation("buyer");
  return (
    <ul aria-label={label ?? t("orders.title")} className="flex flex-col gap-3">
      {orders.map((order) => (
        <OrderRowCard key={order.id} order={order} />
      ))}
    </ul>
  );
}
