import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { useResendVerificationLink } from "../use-resend-verification-link";
import { Notice } from "./notice";

/** Shown when sign-in is refused for an unverified email: says so and sends the link again on request. */
export function UnverifiedEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const resend = useResendVerificationLink();

  return (
    <Notice tone="warning" title={t("verify.unverifiedTitle")}>
      <p>{t("verify.unverifiedText", { email })}</p>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => void resend.send(email)} disabled={resend.isPending || resend.isSent}>
          {resend.isSent ? t("verify.resent") : t("verify.resend")}
        </Button>
      </div>
    </Notice>
  );
}
