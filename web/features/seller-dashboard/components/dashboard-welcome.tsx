import type { SellerDashboard } from "@domain/schemas/seller-products";
import { BadgeCheck, Clock, Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { PageTitle } from "@web/components/ui/page-title";
import { useCurrentUser } from "@web/lib/current-user";

/** "Welcome, {contact person or 'Seller'}" with the verification badge and, when subscribed, the plan's name. */
export function DashboardWelcome({ dashboard }: { dashboard: SellerDashboard | undefined }) {
  const { t } = useTranslation("seller-dashboard");
  const { data: me } = useCurrentUser();
  // The session already knows the name, so the heading does not change when the dashboard arrives.
  const name = (dashboard ? dashboard.contactPerson : me?.profile.contactPerson)?.trim() || t("defaultName");
  return (
    <div className="flex flex-col gap-2">
      <PageTitle title={t("welcome", { name })} description={t("description")} className="mb-0" />
      {dashboard ? (
        <div className="flex flex-wrap gap-2">
          {dashboard.isVerified ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t("verified")}
            </Badge>
          ) : (
            <Badge variant="warning">
              <Clock aria-hidden="true" className="size-3.5" />
              {t("pendingVerification")}
            </Badge>
          )}
          {dashboard.planName ? (
            <Badge variant="secondary">
              <Crown aria-hidden="true" className="size-3.5" />
              {dashboard.planName}
            </Badge>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
