import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { forgotPasswordSchema, type ForgotPasswordValues } from "../auth-schemas";
import { Notice } from "./notice";

/** Asks for a reset link; the answer never reveals whether the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation("auth");
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
      setSent(true);
      toastSuccess(t("forgot.sentTitle"), t("forgot.sentDescription"));
    } catch (error) {
      toastError(t("forgot.failedTitle"), errorMessage(error));
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success">
          <p>{t("forgot.ifAccountExists")}</p>
        </Notice>
        <Button asChild variant="outline">
          <Link to="/login">{t("backToLogin")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label={t("fields.email")} error={errors.email?.message ? t(errors.email.message) : undefined} required>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <Button type="submit" disabled={requestReset.isPending}>
        {requestReset.isPending ? t("forgot.submitting") : t("forgot.submit")}
      </Button>
    </form>
  );
}
