import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { EmailLinkForm } from "./email-link-form";
import { Notice } from "./notice";

/** Asks for a reset link; the answer never reveals whether the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation("auth");
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);

  const onSubmit = async (email: string) => {
    try {
      await requestReset.mutateAsync(email);
      setSent(true);
      toastSuccess(t("forgot.sentTitle"), t("forgot.sentDescription"));
    } catch (error) {
      toastError(t("forgot.failedTitle"), errorMessage(error));
    }
  };

  if (sent) {
    return (
      <Notice tone="success">
        <p>{t("forgot.ifAccountExists")}</p>
      </Notice>
    );
  }
  return (
    <EmailLinkForm onSubmit={onSubmit} className="flex flex-col gap-4">
      <Button type="submit" disabled={requestReset.isPending}>
        {requestReset.isPending ? t("forgot.submitting") : t("forgot.submit")}
      </Button>
    </EmailLinkForm>
  );
}
