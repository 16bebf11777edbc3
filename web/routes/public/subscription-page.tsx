import { useTranslation } from "react-i18next";
import { PageTitle } from "@web/components/ui/page-title";
import { PlanGrid } from "@web/features/subscriptions/components/plan-grid";

/** /subscription: the plans, public like any pricing page; sellers subscribe from here too. */
export default function SubscriptionPage() {
  const { t } = useTranslation("subscriptions");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t("title")} description={t("subtitle")} showDescription />
      <PlanGrid />
    </div>
  );
}
