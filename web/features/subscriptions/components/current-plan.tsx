import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { formatDate } from "@web/lib/format-date";
import { useSellerSubscription } from "../api/seller-subscription";

/** The seller's plan in force, when it ends, and how many listings it allows (10 without a plan). */
export function CurrentPlan() {
  const { t } = useTranslation("subscriptions");
  const { data } = useSellerSubscription();
  if (!data) return <Spinner />;
  const { current, productListingsLimit: limit, productsListed: used } = data;
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
        {current ? <p className="text-muted-foreground">{t("current.renewStarts", { date: formatDate(current.endDate) })}</p> : null}
      </CardContent>
    </Card>
  );
}
