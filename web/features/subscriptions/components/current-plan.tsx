import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { formatDate } from "@web/lib/format-date";
import { usePlans } from "../api/plans";
import { useSellerSubscription } from "../api/seller-subscription";
import { useSubscribeFlow } from "../use-subscribe-flow";

/**
 * The seller's plan in force, when it ends, and how many listings it allows (10 without a plan), with Renew for a
 * plan still on offer that the seller can buy itself (not Enterprise, which sales arranges).
 */
export function CurrentPlan() {
  const { t } = useTranslation("subscriptions");
  const { data } = useSellerSubscription();
  const plans = usePlans();
  const flow = useSubscribeFlow();
  if (!data) return <Spinner />;
  const { current, productListingsLimit: limit, productsListed: used } = data;
  const renewable = current ? plans.data?.plans.find((plan) => plan.id === current.planId && !plan.isEnterprise) : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 text-primary" />
          {current ? t("current.plan", { plan: current.planName }) : t("current.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-sm">
        {current ? <p>{t("current.endsOn", { date: formatDate(current.endDate) })}</p> : <p>{t("current.none", { limit })}</p>}
        <p className="text-muted-foreground">{t("current.listings", { used, limit })}</p>
        {renewable && current ? <p className="text-muted-foreground">{t("current.renewStarts", { date: formatDate(current.endDate) })}</p> : null}
      </CardContent>
      {renewable ? (
        <CardFooter>
          <Button disabled={flow.pendingPlanId !== undefined} onClick={() => flow.start(renewable.id)} aria-label={t("current.renewLabel", { plan: renewable.name })}>
            {t("renew")}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
