import { useTranslation } from "react-i18next";
import { PageTitle } from "@web/components/ui/page-title";
import { TwoFactorSection } from "@web/features/two-factor/components/two-factor-section";

/**
 * /seller-dashboard/settings. Two-factor sign-in is here from the start, so a seller can protect the account that
 * receives payouts; the business, bank and document settings arrive with the seller dashboard.
 */
export default function SellerSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t("pages.sellerSettings")} className="mb-0" />
      <TwoFactorSection />
    </div>
  );
}
