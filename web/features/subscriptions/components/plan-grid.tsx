import { AlertCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Spinner } from "@web/components/ui/spinner";
import { useErrorToast } from "@web/lib/use-error-toast";
import { useCurrentUser } from "@web/lib/current-user";
import { usePlans } from "../api/plans";
import { useSellerSubscription } from "../api/seller-subscription";
import { useSubscribeFlow } from "../use-subscribe-flow";
import { ContactSalesDialog } from "./contact-sales-dialog";
import { PlanCard } from "./plan-card";

/**
 * The plan cards. A seller subscribes, renews its current plan or contacts sales for Enterprise; a visitor or a buyer
 * is asked to sign in or register as a seller.
 */
export function PlanGrid() {
  const { t } = useTranslation("subscriptions");
  const plans = usePlans();
  const { data: me } = useCurrentUser();
  const isSeller = me?.profile.accountType === "seller";
  const mine = useSellerSubscription(isSeller);
  const flow = useSubscribeFlow();
  useErrorToast(plans.isError ? plans.errorUpdatedAt : null, t("errors.fetchPlans"));

  if (plans.isPending) return <Spinner className="justify-center py-12" />;
  if (plans.isError) return <EmptyState icon={AlertCircle} title={t("errors.fetchPlans")} />;
  const currentPlanId = mine.data?.current?.planId;

  return (
    <div className="flex flex-col gap-6">
      {isSeller ? null : (
        <div className="flex flex-col items-start gap-3 rounded-lg border bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
          <p>{me ? t("sellersOnly") : t("signInToSubscribe")}</p>
          <div className="flex gap-2">
            {me ? null : (
              <Button variant="outline" asChild>
                <Link to="/login" state={{ from: "/subscription" }}>
                  {t("signIn")}
                </Link>
              </Button>
            )}
            <Button asChild>
              <Link to="/register">{t("registerAsSeller")}</Link>
            </Button>
          </div>
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {plans.data.plans.map((plan) => {
          const isCurrent = plan.id === currentPlanId;
          const action = plan.isEnterprise ? (
            <ContactSalesDialog planId={plan.id} />
          ) : isSeller ? (
            <Button className="w-full" disabled={flow.pendingPlanId !== undefined} onClick={() => flow.start(plan.id)}>
              {isCurrent ? t("renew") : plan.priceMonthly === 0 ? t("free") : t("subscribe")}
            </Button>
          ) : null;
          return (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} isCurrent={isCurrent} action={action} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
