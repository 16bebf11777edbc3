import { useTranslation } from "react-i18next";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useResendVerification } from "./api/resend-verification";

/** Sends a new verification link and says in a toast whether it went. */
export function useResendVerificationLink() {
  const { t } = useTranslation("auth");
  const resend = useResendVerification();

  const send = async (email: string) => {
    try {
      await resend.mutateAsync(email);
      toastSuccess(t("verify.resentTitle"), t("verify.resentDescription", { email }));
    } catch (error) {
      toastError(t("verify.resendFailed"), errorMessage(error));
    }
  };
  return { send, isPending: resend.isPending, isSent: resend.isSuccess };
}
