import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { ERROR_CODES } from "@domain/error-codes";
import { errorMessage, hasErrorCode } from "@web/lib/api-client";
import { toastError } from "@web/lib/toast";
import { useVerifySecondFactor } from "../api/verify-second-factor";
import { secondFactorSchema, type SecondFactorValues } from "../auth-schemas";

interface SecondFactorFormProps {
  onSignedIn: () => Promise<void>;
  /** The challenge expired or ran out of attempts: start again from the password. */
  onRestart: () => void;
}

/** The second step of sign-in for an account with two-factor on: an authenticator code or a backup code. */
export function SecondFactorForm({ onSignedIn, onRestart }: SecondFactorFormProps) {
  const { t } = useTranslation("auth");
  const verify = useVerifySecondFactor();
  const [kind, setKind] = useState<"totp" | "backup">("totp");
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<SecondFactorValues>({ resolver: zodResolver(secondFactorSchema), defaultValues: { code: "", trustDevice: false } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await verify.mutateAsync({ ...values, kind });
      await onSignedIn();
    } catch (error) {
      toastError(t("login.failedTitle"), errorMessage(error));
      const expired =
        hasErrorCode(error, ERROR_CODES.INVALID_TWO_FACTOR_COOKIE) || hasErrorCode(error, ERROR_CODES.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE);
      if (expired) onRestart();
      else reset({ code: "", trustDevice: values.trustDevice });
    }
  });

  const switchKind = () => {
    setKind(kind === "totp" ? "backup" : "totp");
    setValue("code", "");
    setTimeout(() => setFocus("code"), 0);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{kind === "totp" ? t("secondFactor.totpHelp") : t("secondFactor.backupHelp")}</p>
      <FormField label={kind === "totp" ? t("secondFactor.codeLabel") : t("secondFactor.backupLabel")} error={errors.code?.message} required>
        <Input
          autoFocus
          autoComplete="one-time-code"
          inputMode={kind === "totp" ? "numeric" : "text"}
          maxLength={kind === "totp" ? 6 : 32}
          {...register("code")}
        />
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox id="trust-device" {...register("trustDevice")} />
        <Label htmlFor="trust-device" className="font-normal">
          {t("secondFactor.trustDevice")}
        </Label>
      </div>
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? t("secondFactor.verifying") : t("secondFactor.verify")}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchKind}>
          {kind === "totp" ? t("secondFactor.useBackup") : t("secondFactor.useTotp")}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onRestart}>
          {t("secondFactor.restart")}
        </Button>
      </div>
    </form>
  );
}
