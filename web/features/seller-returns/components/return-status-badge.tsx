import type { ReturnStatus } from "@domain/orders";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

const VARIANTS: Record<ReturnStatus, BadgeProps["variant"]> = {
  pending: "warning",
  approved: "secondary",
  rejected: "destructive",
  processing: "secondary",
  completed: "success",
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation("seller-returns");
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
