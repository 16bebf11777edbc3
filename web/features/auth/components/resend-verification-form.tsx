import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useResendVerification } from "../api/resend-verification";
import { forgotPasswordSchema, type ForgotPasswordValues } from "../auth-schemas";

/** Asks for a fresh verification link by email address. */
export function ResendVerificationForm() {
  const { t } = useTranslation("auth");
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await resend.mutateAsync(email);
      toastSuccess(t("verify.resentTitle"), t("verify.resentDescription", { email }));
    } catch (error) {
      toastError(t("verify.resendFailed"), errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <FormField label={t("fields.email")} error={errors.email?.message ? t(errors.email.message) : undefined} required>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <Button type="submit" variant="outline" disabled={resend.isPending}>
        {t("verify.resend")}
      </Button>
    </form>
  );
}
