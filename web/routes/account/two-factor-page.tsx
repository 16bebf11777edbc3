import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { PageTitle } from "@web/components/ui/page-title";
import { Notice } from "@web/features/auth/components/notice";
import { TwoFactorSection } from "@web/features/two-factor/components/two-factor-section";

type Arrival = { from?: string; required?: boolean } | null;

/**
 * /account/two-factor: any signed-in user's two-factor settings. The admin console sends an administrator here to
 * enrol first, and this page returns them once it is on.
 */
export default function TwoFactorPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const arrival = useLocation().state as Arrival;
  const from = typeof arrival?.from === "string" && arrival.from.startsWith("/") && !arrival.from.startsWith("//") ? arrival.from : null;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <PageTitle title={t("twoFactor.pageTitle")} className="mb-0" />
      {arrival?.required ? (
        <Notice tone="warning" title={t("twoFactor.adminRequiredTitle")}>
          <p>{t("twoFactor.adminRequiredText")}</p>
        </Notice>
      ) : null}
      <TwoFactorSection onEnabled={from ? () => void navigate(from, { replace: true }) : undefined} />
    </div>
  );
}
