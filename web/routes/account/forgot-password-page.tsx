import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthCard } from "@web/features/auth/components/auth-card";
import { ForgotPasswordForm } from "@web/features/auth/components/forgot-password-form";

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  return (
    <AuthCard
      title={t("forgot.title")}
      description={t("forgot.description")}
      footer={
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t("backToLogin")}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
