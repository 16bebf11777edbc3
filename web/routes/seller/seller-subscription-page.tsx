import { useTranslation } from "react-i18next";
import { PageTitle } from "@web/components/ui/page-title";
import { CurrentPlan } from "@web/features/subscriptions/components/current-plan";
import { InvoiceList } from "@web/features/subscriptions/components/invoice-list";
import { PlanGrid } from "@web/features/subscriptions/components/plan-grid";

/** /seller-dashboard/subscription: the plan in force with its end date, the plans to buy or renew, the tax invoices. */
export default function SellerSubscriptionPage() {
  const { t } = useTranslation();
  const { t: plans } = useTranslation("subscriptions");
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.sellerSubscription")} />
      <CurrentPlan />
      <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
        <h2 id="plans-heading" className="text-xl font-semibold">
          {plans("title")}
        </h2>
        <PlanGrid />
      </section>
      <InvoiceList />
    </div>
  );
}
