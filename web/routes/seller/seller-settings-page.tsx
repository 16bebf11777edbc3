import { useTranslation } from "react-i18next";
import { PageTitle } from "@web/components/ui/page-title";
import { SellerSettingsSections } from "@web/features/seller-settings/components/seller-settings-sections";
import { TwoFactorSection } from "@web/features/two-factor/components/two-factor-section";

/**
 * /seller-dashboard/settings: business profile, banking details and verification documents, then two-factor
 * sign-in, which protects the account that receives payouts.
 */
export default function SellerSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t("pages.sellerSettings")} className="mb-0" />
      <SellerSettingsSections />
      <TwoFactorSection />
    </div>
  );
}
