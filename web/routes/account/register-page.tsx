import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthCard } from "@web/features/auth/components/auth-card";
import { RegisterForm } from "@web/features/auth/components/register-form";

export default function RegisterPage() {
  const { t } = useTranslation("auth");
  return (
    <AuthCard
      wide
      title={t("register.title")}
      description={t("register.description")}
      footer={
        <>
          {t("register.haveAccount")}{" "}
          <Link to="/login" className="font-medium text-primary hover:underline">
            {t("register.loginLink")}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
