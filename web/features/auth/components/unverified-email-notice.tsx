import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useResendVerification } from "../api/resend-verification";
import { Notice } from "./notice";

/** Shown when sign-in is refused for an unverified email: says so and sends the link again on request. */
export function UnverifiedEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const resend = useResendVerification();

  const onResend = async () => {
    try {
      await resend.mutateAsync(email);
      toastSuccess(t("verify.resentTitle"), t("verify.resentDescription", { email }));
    } catch (error) {
      toastError(t("verify.resendFailed"), errorMessage(error));
    }
  };

  return (
    <Notice tone="warning" title={t("verify.unverifiedTitle")}>
      <p>{t("verify.unverifiedText", { email })}</p>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => void onResend()} disabled={resend.isPending || resend.isSuccess}>
          {resend.isSuccess ? t("verify.resent") : t("verify.resend")}
        </Button>
      </div>
    </Notice>
  );
}
