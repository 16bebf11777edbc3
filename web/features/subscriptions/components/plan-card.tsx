import type { Plan } from "@domain/schemas/subscriptions";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { formatNumber } from "@web/lib/format-date";
import { usePlanFeature } from "@web/lib/plan-text";
import { PlanPerks } from "./plan-perks";
import { PlanPrice } from "./plan-price";

interface PlanCardProps {
  plan: Plan;
  isCurrent: boolean;
  /** What the viewer can do: subscribe, renew, contact sales, or sign in. */
  action: ReactNode;
}

/** One plan: name, monthly price with GST, listing limit and features; Premium marked Most Popular. Enterprise's
 * price is shown too; its action is Contact Sales instead of Subscribe. */
export function PlanCard({ plan, isCurrent, action }: PlanCardProps) {
  const { t } = useTranslation("subscriptions");
  const feature = usePlanFeature();
  return (
    <Card className={cn("flex flex-col", plan.isMostPopular && "border-primary ring-1 ring-primary")} aria-labelledby={`plan-${plan.id}`}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id={`plan-${plan.id}`}>{plan.name}</CardTitle>
          {plan.isMostPopular ? <Badge>{t("mostPopular")}</Badge> : null}
          {isCurrent ? <Badge variant="success">{t("currentPlan")}</Badge> : null}
        </div>
        <PlanPrice charge={plan.monthlyCharge} />
        <p className="text-sm font-medium">{t("listingLimit", { count: plan.productListingsLimit, limit: formatNumber(plan.productListingsLimit) })}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-2 text-sm">
          {plan.features.map((line) => (
            <li key={line} className="flex gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {feature(line)}
            </li>
          ))}
        </ul>
        <PlanPerks plan={plan} />
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}
