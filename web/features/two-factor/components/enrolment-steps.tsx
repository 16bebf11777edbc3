import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { codeStepSchema, passwordStepSchema } from "../two-factor-schemas";
import { groupSecret, secretFromTotpUri } from "../totp-uri";
import { QrCodeImage } from "./qr-code-image";

/** Step 1: the password again, because this changes how the account signs in. */
export function PasswordStep({ pending, onSubmit }: { pending: boolean; onSubmit: (password: string) => Promise<void> }) {
  const { t } = useTranslation("auth");
  const { register, handleSubmit, formState } = useForm<z.infer<typeof passwordStepSchema>>({
    resolver: zodResolver(passwordStepSchema),
    defaultValues: { password: "" },
  });
  const error = formState.errors.password?.message;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(({ password }) => onSubmit(password))(event)} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("twoFactor.passwordStepText")}</p>
      <FormField label={t("fields.currentPassword")} error={error} required>
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <Button type="submit" className="self-start" disabled={pending}>
        {t("twoFactor.continue")}
      </Button>
    </form>
  );
}

/** Step 2: scan the QR code (or type the key), then prove it works with the first code. */
export function ScanStep({ totpURI, pending, onSubmit }: { totpURI: string; pending: boolean; onSubmit: (code: string) => Promise<void> }) {
  const { t } = useTranslation("auth");
  const { register, handleSubmit, formState, reset } = useForm<z.infer<typeof codeStepSchema>>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { code: "" },
  });
  const error = formState.errors.code?.message;
  const secret = secretFromTotpUri(totpURI);
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit(async ({ code }) => {
          await onSubmit(code);
          reset({ code: "" });
        })(event)
      }
      className="flex flex-col gap-4"
    >
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>{t("twoFactor.scanStep1")}</li>
        <li>{t("twoFactor.scanStep2")}</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <QrCodeImage value={totpURI} label={t("twoFactor.qrLabel")} />
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="text-muted-foreground">{t("twoFactor.manualKey")}</span>
          <code className="break-all rounded bg-muted px-2 py-1 font-mono">
            {groupSecret(secret)}
          </code>
        </div>
      </div>
      <FormField label={t("twoFactor.codeLabel")} error={error} required>
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} className="max-w-40" {...register("code")} />
      </FormField>
      <Button type="submit" className="self-start" disabled={pending}>
        {t("twoFactor.confirm")}
      </Button>
    </form>
  );
}
