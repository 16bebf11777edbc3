import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { useResendVerificationLink } from "../use-resend-verification-link";
import { EmailLinkForm } from "./email-link-form";

/** Asks for a fresh verification link by email address. */
export function ResendVerificationForm() {
  const { t } = useTranslation("auth");
  const resend = useResendVerificationLink();

  return (
    <EmailLinkForm onSubmit={resend.send} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <Button type="submit" variant="outline" disabled={resend.isPending}>
        {t("verify.resend")}
      </Button>
    </EmailLinkForm>
  );
}
