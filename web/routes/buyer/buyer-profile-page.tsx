import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@web/components/ui/card";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { useBuyerProfile } from "@web/features/buyer-profile/api/get-profile";
import { AddressBook } from "@web/features/buyer-profile/components/address-book";
import { ProfileForm } from "@web/features/buyer-profile/components/profile-form";
import { LoadFailed } from "@web/features/buyer-orders/components/load-failed";
import { useErrorToast } from "@web/features/buyer-orders/use-error-toast";
import { TwoFactorSection } from "@web/features/two-factor/components/two-factor-section";

/**
 * /buyer-dashboard/profile: names, mobile, shipping and billing address (email read-only), the saved delivery
 * addresses checkout offers, and two-factor sign-in.
 */
export default function BuyerProfilePage() {
  const { t } = useTranslation("buyer");
  const profile = useBuyerProfile();
  useErrorToast(profile.isError ? profile.errorUpdatedAt : 0, t("dashboard.loadFailed"));

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t("profile.title")} description={t("profile.description")} showDescription className="mb-0" />
      {profile.isPending ? (
        <PageSpinner />
      ) : profile.isError ? (
        <LoadFailed title={t("dashboard.loadFailed")} onRetry={() => void profile.refetch()} />
      ) : (
        <Card>
          <CardContent className="pt-5">
            <ProfileForm profile={profile.data} />
          </CardContent>
        </Card>
      )}
      <AddressBook />
      <TwoFactorSection />
    </div>
  );
}
