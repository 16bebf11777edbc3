import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useResetPassword } from "../api/reset-password";
import { MIN_PASSWORD_LENGTH, resetPasswordSchema, type ResetPasswordValues } from "../auth-schemas";

/** The new-password form, shown only with a recovery token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: "", confirmPassword: "" } });

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    if (password !== confirmPassword) {
      toastError(t("reset.mismatch"));
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toastError(t("reset.tooShortTitle"), t("reset.tooShortDescription", { count: MIN_PASSWORD_LENGTH }));
      return;
    }
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
      toastSuccess(t("reset.successTitle"), t("reset.successDescription"));
      await navigate("/login", { replace: true });
    } catch (error) {
      toastError(t("reset.failedTitle"), errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t("fields.newPassword")} error={errors.password?.message} hint={t("register.passwordHint")} required>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <FormField label={t("fields.confirmNewPassword")} error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? t("reset.submitting") : t("reset.submit")}
      </Button>
    </form>
  );
}
