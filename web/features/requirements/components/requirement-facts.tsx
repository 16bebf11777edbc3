import { formatINR } from "@domain/money";
import type { Requirement } from "@domain/schemas/requirements";
import { useTranslation } from "react-i18next";
import { formatDate, formatNumber } from "@web/lib/format-date";

/** The requirement as the buyer posted it, with when it was posted and until when it is open. */
export function RequirementFacts({ requirement }: { requirement: Requirement }) {
  const { t } = useTranslation("requirements");
  const facts: [string, string][] = [
    [t("detail.quantity"), t("units", { quantity: formatNumber(requirement.quantity) })],
    [t("detail.targetPrice"), requirement.targetUnitPrice === null ? t("detail.bestPrice") : t("detail.perUnit", { price: formatINR(requirement.targetUnitPrice) })],
    [t("detail.delivery"), `${requirement.deliveryCity} ${requirement.deliveryPincode}`],
    [t("detail.neededBy"), requirement.neededBy ? formatDate(requirement.neededBy) : t("detail.notSpecified")],
    [t("detail.posted"), formatDate(requirement.createdAt)],
    [t("detail.expires"), formatDate(requirement.expiresAt)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {requirement.details ? (
        <div>
          <h2 className="text-sm text-muted-foreground">{t("detail.details")}</h2>
          <p className="whitespace-pre-line break-words">{requirement.details}</p>
        </div>
      ) : null}
    </div>
  );
}
