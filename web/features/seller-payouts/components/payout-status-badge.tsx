import type { PayoutStatus } from "@domain/orders";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

const VARIANTS: Record<PayoutStatus, BadgeProps["variant"]> = {
  Pending: "warning",
  Processing: "secondary",
  Hold: "destructive",
  Paid: "success",
};

/** A payout's status as a word: Pending, Processing, On hold, Paid. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation("seller-payouts");
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
