import type { OrderDisplayStatus } from "@domain/return-refund";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

const VARIANTS: Record<OrderDisplayStatus, BadgeProps["variant"]> = {
  Pending: "warning",
  Processing: "secondary",
  Packaging: "secondary",
  "Ready for Pickup": "secondary",
  "In Transit": "secondary",
  Shipped: "secondary",
  Delivered: "success",
  Cancelled: "destructive",
  Refunded: "outline",
};

/** An order's status as a coloured, translated badge: the buyer's orders and the payment success page show the same. */
export function OrderStatusBadge({ status }: { status: OrderDisplayStatus }) {
  const { t } = useTranslation("buyer");
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
