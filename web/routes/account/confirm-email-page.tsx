import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthCard } from "@web/features/auth/components/auth-card";
import { ConfirmEmailStatus } from "@web/features/auth/components/confirm-email-status";

export default function ConfirmEmailPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  return (
    <AuthCard title={t("verify.title")}>
      <ConfirmEmailStatus token={params.get("token")} />
    </AuthCard>
  );
}
