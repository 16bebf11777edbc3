import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@web/lib/current-user";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useConfirmTwoFactor } from "../api/confirm-two-factor";
import { useEnableTwoFactor, type TwoFactorSetup } from "../api/enable-two-factor";
import { BackupCodesList } from "./backup-codes-list";
import { PasswordStep, ScanStep } from "./enrolment-steps";

interface TwoFactorEnrolmentProps {
  onCancel: () => void;
  /** After the backup codes were shown and the user said they kept them. */
  onDone: () => void;
}

/** Password → QR code and manual key → confirm with a code → backup codes, shown once. */
export function TwoFactorEnrolment({ onCancel, onDone }: TwoFactorEnrolmentProps) {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  const start = async (password: string) => {
    try {
      setSetup(await enable.mutateAsync(password));
    } catch (error) {
      toastError(t("twoFactor.failedTitle"), errorMessage(error));
    }
  };
  const finish = async (code: string) => {
    try {
      await confirm.mutateAsync(code);
      setConfirmed(true);
      toastSuccess(t("twoFactor.enabledTitle"), t("twoFactor.enabledDescription"));
    } catch (error) {
      toastError(t("twoFactor.failedTitle"), errorMessage(error));
    }
  };
  const done = async () => {
    // Already read again when the code was confirmed; waits for that answer before the section shows "on".
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    onDone();
  };

  if (setup && confirmed) {
    return (
      <div className="flex flex-col gap-4">
        <h3 className="font-semibold">{t("twoFactor.backupCodesTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("twoFactor.backupCodesText")}</p>
        <BackupCodesList codes={setup.backupCodes} />
        <Button type="button" className="self-start" onClick={() => void done()}>
          {t("twoFactor.savedCodes")}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {setup ? <ScanStep totpURI={setup.totpURI} pending={confirm.isPending} onSubmit={finish} /> : <PasswordStep pending={enable.isPending} onSubmit={start} />}
      <Button type="button" variant="ghost" className="self-start" onClick={onCancel}>
        {t("twoFactor.cancel")}
      </Button>
    </div>
  );
}
