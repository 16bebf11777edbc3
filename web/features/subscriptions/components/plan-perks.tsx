import { formatINR } from "@domain/money";
import type { Plan } from "@domain/schemas/subscriptions";
import { useTranslation } from "react-i18next";
import { usePlanLevel } from "@web/lib/plan-text";

/** What a plan gives beyond its listings, from its own fields (an admin's feature text may leave some out). */
export function PlanPerks({ plan }: { plan: Plan }) {
  const { t } = useTranslation("subscriptions");
  const level = usePlanLevel();
  const yesNo = (value: boolean) => (value ? t("perks.yes") : t("perks.no"));
  const perks: [string, string][] = [
    [t("perks.searchPriority"), level(plan.searchPriority)],
    [t("perks.featuredSeller"), yesNo(plan.isFeaturedSeller)],
    [t("perks.verifiedBadge"), yesNo(plan.hasVerifiedBadge)],
    [t("perks.analytics"), level(plan.analyticsLevel)],
    [t("perks.logistics"), level(plan.logisticsAccessLevel)],
    [t("perks.support"), level(plan.supportLevel)],
    [t("perks.adCredits"), plan.adCreditsMonthly > 0 ? t("perks.perMonth", { amount: formatINR(plan.adCreditsMonthly) }) : t("perks.none")],
    [t("perks.accountManager"), yesNo(plan.hasAccountManager)],
  ];
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer py-2.5 font-medium">{t("perks.title")}</summary>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {perks.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
