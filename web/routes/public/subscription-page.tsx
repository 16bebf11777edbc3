import { useTranslation } from "react-i18next";
import { PageTitle } from "@web/components/ui/page-title";

/** Placeholder until its issue builds the page. */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t("pages.subscription")} />
    </div>
  );
}
