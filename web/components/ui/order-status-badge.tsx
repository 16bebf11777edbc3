import type { OrderStatus } from "@domain/orders";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

const VARIANTS: Record<OrderStatus, BadgeProps["variant"]> = {
  Pending: "warning",
  Processing: "secondary",
  Packaging: "secondary",
  "Ready for Pickup": "secondary",
  "In Transit": "secondary",
  Shipped: "secondary",
  Delivered: "success",
  Cancelled: "destructive",
};

/** An order's status as a coloured, translated badge: the buyer's orders and the payment success page show the same. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("buyer");
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
