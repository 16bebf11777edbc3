import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { ERROR_CODES } from "@domain/error-codes";
import { errorMessage, hasErrorCode } from "@web/lib/api-client";
import { toastError } from "@web/lib/toast";
import { useSignIn } from "../api/sign-in";
import { loginSchema, type LoginValues } from "../auth-schemas";
import { UnverifiedEmailNotice } from "./unverified-email-notice";

interface CredentialsFormProps {
  onSignedIn: () => Promise<void>;
  onSecondFactor: () => void;
}

/** Email and password, both required. Failures toast "Sign in Failed" with the server's sentence. */
export function CredentialsForm({ onSignedIn, onSecondFactor }: CredentialsFormProps) {
  const { t } = useTranslation("auth");
  const signIn = useSignIn();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setUnverifiedEmail(null);
    try {
      const { secondFactorRequired } = await signIn.mutateAsync(values);
      if (secondFactorRequired) onSecondFactor();
      else await onSignedIn();
    } catch (error) {
      if (hasErrorCode(error, ERROR_CODES.EMAIL_NOT_VERIFIED)) setUnverifiedEmail(values.email);
      toastError(t("login.failedTitle"), errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {unverifiedEmail ? <UnverifiedEmailNotice email={unverifiedEmail} /> : null}
      <FormField label={t("fields.email")} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <FormField label={t("fields.password")} error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <div className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="tap-target text-primary hover:underline">
          {t("login.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? t("login.submitting") : t("login.submit")}
      </Button>
    </form>
  );
}
