import type { Requirement } from "@domain/schemas/requirements";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

const VARIANTS: Record<Requirement["state"], BadgeProps["variant"]> = {
  open: "success",
  fulfilled: "default",
  cancelled: "secondary",
  expired: "warning",
};

/** Open, Fulfilled, Cancelled or Expired (still open 30 days after posting). */
export function RequirementStateBadge({ state }: { state: Requirement["state"] }) {
  const { t } = useTranslation("requirements");
  return <Badge variant={VARIANTS[state]}>{t(`states.${state}`)}</Badge>;
}
