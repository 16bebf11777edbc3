import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { AuthCard } from "@web/features/auth/components/auth-card";
import { Notice } from "@web/features/auth/components/notice";
import { ResetPasswordForm } from "@web/features/auth/components/reset-password-form";

/**
 * The form shows only with a recovery token (the emailed link passes through the server, which checks it and lands
 * here with ?token=… or ?error=…); otherwise the page says to check the email.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkFailed = params.has("error");

  return (
    <AuthCard title={t("reset.title")} description={token ? t("reset.description") : undefined}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="flex flex-col gap-4">
          <Notice tone={linkFailed ? "warning" : "info"} title={linkFailed ? t("reset.invalidLinkTitle") : t("reset.checkEmailTitle")}>
            <p>{linkFailed ? t("reset.invalidLinkText") : t("reset.checkEmailText")}</p>
          </Notice>
          <div className="flex flex-wrap gap-2">
            {linkFailed ? (
              <Button asChild>
                <Link to="/forgot-password">{t("reset.requestNew")}</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to="/login">{t("backToLogin")}</Link>
            </Button>
          </div>
        </div>
      )}
    </AuthCard>
  );
}
