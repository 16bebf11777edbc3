import { useTranslation } from "react-i18next";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Price } from "@web/components/ui/price";
import { Spinner } from "@web/components/ui/spinner";
import { formatNumber } from "@web/lib/format-date";
import { useErrorToast } from "@web/lib/use-error-toast";
import { useSubscriptionStats } from "../api/admin-subscriptions";

/** Subscribers in force, per plan, and the monthly recurring revenue. */
export function SubscriptionStatsCards() {
  const { t } = useTranslation("admin-subscriptions");
  const stats = useSubscriptionStats();
  useErrorToast(stats.isError ? stats.errorUpdatedAt : null, t("toasts.fetchFailed"));
  if (!stats.data) return <Spinner />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <li>
        <Card>
          <CardHeader>
            <CardDescription>{t("stats.subscribers")}</CardDescription>
            <CardTitle className="text-2xl tabular-nums">{formatNumber(stats.data.totalSubscribers)}</CardTitle>
          </CardHeader>
        </Card>
      </li>
      <li>
        <Card>
          <CardHeader>
            <CardDescription>{t("stats.mrr")}</CardDescription>
            <CardTitle className="text-2xl tabular-nums">
              <Price paise={stats.data.monthlyRecurringRevenue} />
            </CardTitle>
            <p className="text-sm text-muted-foreground">{t("stats.mrrDetail")}</p>
          </CardHeader>
        </Card>
      </li>
      <li className="sm:col-span-2">
        <Card>
          <CardHeader>
            <CardDescription>{t("stats.perPlan")}</CardDescription>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              {stats.data.planBreakdown.map((plan) => (
                <div key={plan.planId} className="flex justify-between gap-2 rounded border p-2">
                  <dt>{plan.name}</dt>
                  <dd className="font-medium tabular-nums">{formatNumber(plan.subscriberCount)}</dd>
                </div>
              ))}
            </dl>
          </CardHeader>
        </Card>
      </li>
    </ul>
  );
}
