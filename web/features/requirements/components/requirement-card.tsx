import type { Requirement } from "@domain/schemas/requirements";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCategoryName } from "@web/lib/category-text";
import { formatDate, formatNumber } from "@web/lib/format-date";
import { RequirementStateBadge } from "./requirement-state-badge";

/** One requirement in the buyer's list: what, how many, its state, responses and expiry; opens its detail. */
export function RequirementCard({ requirement }: { requirement: Requirement }) {
  const { t } = useTranslation("requirements");
  const categoryName = useCategoryName();
  const expiry = requirement.state === "expired" ? "list.expired" : "list.expires";
  return (
    <Link
      to={`/buyer-dashboard/requirements/${requirement.id}`}
      className="flex items-center gap-3 rounded-lg border bg-card p-4 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{requirement.productName}</span>
          <RequirementStateBadge state={requirement.state} />
        </div>
        <p className="text-sm text-muted-foreground">
          {categoryName(requirement.category)} · {t("units", { quantity: formatNumber(requirement.quantity) })}
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm">
          <span className="font-medium">{t("list.responses", { count: requirement.responses })}</span>
          <span className="text-muted-foreground">{t("list.posted", { date: formatDate(requirement.createdAt) })}</span>
          {requirement.state === "open" || requirement.state === "expired" ? (
            <span className="text-muted-foreground">{t(expiry, { date: formatDate(requirement.expiresAt) })}</span>
          ) : null}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}
