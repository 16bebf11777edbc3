import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useDisableTwoFactor } from "../api/disable-two-factor";
import { disableSchema } from "../two-factor-schemas";

/** Turning two-factor off asks for the password and a current code (or a backup code). */
export function DisableTwoFactorDialog() {
  const { t } = useTranslation("auth");
  const [open, setOpen] = useState(false);
  const disable = useDisableTwoFactor();
  const { register, handleSubmit, reset, formState } = useForm<z.infer<typeof disableSchema>>({
    resolver: zodResolver(disableSchema),
    defaultValues: { password: "", code: "" },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      toastSuccess(t("twoFactor.disabledTitle"), t("twoFactor.disabledDescription"));
      setOpen(false);
    } catch (error) {
      toastError(t("twoFactor.disableFailed"), errorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">{t("twoFactor.disable")}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("twoFactor.disableTitle")}</DialogTitle>
          <DialogDescription>{t("twoFactor.disableText")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormField label={t("fields.currentPassword")} error={errors.password?.message} required>
            <Input type="password" autoComplete="current-password" {...register("password")} />
          </FormField>
          <FormField label={t("twoFactor.codeOrBackupLabel")} error={errors.code?.message} required>
            <Input autoComplete="one-time-code" {...register("code")} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("twoFactor.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={disable.isPending}>
              {t("twoFactor.disableConfirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
