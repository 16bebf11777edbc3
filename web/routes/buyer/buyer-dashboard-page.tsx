import { ShoppingBag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { useOrderSummary } from "@web/features/buyer-orders/api/get-order-summary";
import { LoadFailed } from "@web/features/buyer-orders/components/load-failed";
import { OrderList } from "@web/features/buyer-orders/components/order-list";
import { OrderSummaryCards } from "@web/features/buyer-orders/components/order-summary-cards";
import { useErrorToast } from "@web/features/buyer-orders/use-error-toast";
import { useCurrentUser } from "@web/lib/current-user";

/** /buyer-dashboard: totals by status, what was spent, and the 4 newest orders. Live through the layout's events. */
export default function BuyerDashboardPage() {
  const { t } = useTranslation("buyer");
  const { data: me } = useCurrentUser();
  const summary = useOrderSummary();
  useErrorToast(summary.isError ? summary.errorUpdatedAt : 0, t("dashboard.loadFailed"));
  const name = me?.profile.firstName ?? me?.profile.contactPerson ?? me?.profile.companyName;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageTitle title={t("dashboard.title")} description={t("dashboard.description")} className="mb-1" />
        {name ? <p className="text-muted-foreground">{t("dashboard.welcome", { name })}</p> : null}
      </div>
      {summary.isPending ? (
        <PageSpinner />
      ) : summary.isError ? (
        <LoadFailed title={t("dashboard.loadFailed")} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <OrderSummaryCards summary={summary.data} />
          <section aria-labelledby="recent-orders" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="recent-orders" className="text-xl font-semibold">
                {t("dashboard.recentOrders")}
              </h2>
              {summary.data.totalOrders > 0 ? (
                <Button asChild variant="link" className="px-0">
                  <Link to="/buyer-dashboard/orders">{t("dashboard.viewAll")}</Link>
                </Button>
              ) : null}
            </div>
            {summary.data.recentOrders.length > 0 ? (
              <OrderList orders={summary.data.recentOrders} label={t("dashboard.recentOrders")} />
            ) : (
              <EmptyState
                icon={ShoppingBag}
                title={t("dashboard.noOrders")}
                description={t("dashboard.noOrdersText")}
                action={
                  <Button asChild>
                    <Link to="/products">{t("dashboard.startShopping")}</Link>
                  </Button>
                }
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
