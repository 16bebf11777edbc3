import { SUBSCRIPTION_STATUSES } from "@domain/plans";
import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { CursorPager } from "@web/components/ui/cursor-pager";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { PageTitle } from "@web/components/ui/page-title";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { type SubscriptionFilters, useAdminPlans, useAdminSubscriptions } from "@web/features/admin-subscriptions/api/admin-subscriptions";
import { ChangePlanDialog } from "@web/features/admin-subscriptions/components/change-plan-dialog";
import { PlansSection } from "@web/features/admin-subscriptions/components/plans-section";
import { SubscriptionStatsCards } from "@web/features/admin-subscriptions/components/subscription-stats";
import { SubscriptionsTable } from "@web/features/admin-subscriptions/components/subscriptions-table";
import { useCursorPages } from "@web/lib/use-cursor-pages";
import { useErrorToast } from "@web/lib/use-error-toast";

/** Subscriptions: stats, every subscription (a seller's plan changed from here), and the plans themselves. */
export default function AdminSubscriptionsPage() {
  const { t } = useTranslation();
  const { t: subs } = useTranslation("admin-subscriptions");
  const [filters, setFilters] = useState<SubscriptionFilters>({ status: "active" });
  const [assigning, setAssigning] = useState(false);
  const pages = useCursorPages<string>();
  const rows = useAdminSubscriptions(filters, pages.cursor);
  const plans = useAdminPlans();
  useErrorToast(rows.isError ? rows.errorUpdatedAt : plans.isError ? plans.errorUpdatedAt : null, subs("toasts.fetchFailed"));
  const filter = (change: SubscriptionFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    pages.reset();
  };

  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.adminSubscriptions")} />
      <SubscriptionStatsCards />
      <section aria-labelledby="subscriptions-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="subscriptions-heading" className="text-xl font-semibold tracking-tight">
            {subs("title")}
          </h2>
          <Button variant="outline" disabled={!plans.data} onClick={() => setAssigning(true)}>
            {subs("change.title")}
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-2 md:max-w-xl">
          <FormField label={subs("filters.plan")}>
            <Select value={filters.planId ?? ""} onChange={(event) => filter({ planId: event.target.value || undefined })}>
              <option value="">{subs("filters.anyPlan")}</option>
              {plans.data?.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={subs("filters.status")}>
            <Select value={filters.status ?? ""} onChange={(event) => filter({ status: SUBSCRIPTION_STATUSES.find((status) => status === event.target.value) })}>
              <option value="">{subs("filters.anyStatus")}</option>
              {SUBSCRIPTION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {subs(`status.${status}`)}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        {!rows.data || !plans.data ? (
          <Spinner />
        ) : rows.data.subscriptions.length === 0 ? (
          <EmptyState icon={BadgeCheck} title={subs("none")} />
        ) : (
          <SubscriptionsTable subscriptions={rows.data.subscriptions} plans={plans.data} />
        )}
        <CursorPager
          isFirst={pages.isFirst}
          hasNext={Boolean(rows.data?.nextCursor)}
          onFirst={pages.reset}
          onNext={() => rows.data?.nextCursor && pages.next(rows.data.nextCursor)}
          firstLabel={subs("first")}
          nextLabel={subs("next")}
        />
      </section>
      {plans.data ? <PlansSection plans={plans.data} /> : null}
      {assigning && plans.data ? <ChangePlanDialog plans={plans.data} open={assigning} onOpenChange={setAssigning} /> : null}
    </div>
  );
}
