import type { AdminPayoutRow } from "@domain/schemas/admin-payouts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Price } from "@web/components/ui/price";
import { toastError, toastSuccess } from "@web/lib/toast";
import { uploadPayoutScreenshot, useChangePayout } from "../api/admin-payouts";

/**
 * Marking a payout Paid: the transaction reference (required) and an optional screenshot. Nothing changes until
 * Confirm; a screenshot that fails to upload aborts with 'Upload Error'.
 */
export function PaidDialog({ payout, open, onOpenChange }: { payout: AdminPayoutRow; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("admin-payouts");
  const change = useChangePayout();
  const [reference, setReference] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) return setMissing(true);
    let screenshotKey: string | undefined;
    if (file) {
      try {
        setProgress(0);
        ({ screenshotKey } = await uploadPayoutScreenshot(payout.orderId, file, setProgress));
      } catch {
        setProgress(null);
        return toastError(t("toasts.uploadError"), t("toasts.uploadErrorText"));
      }
    }
    change.mutate(
      { orderId: payout.orderId, change: { status: "Paid", reference: reference.trim(), screenshotKey } },
      {
        onSuccess: () => {
          toastSuccess(t("toasts.statusUpdated"));
          onOpenChange(false);
        },
        onError: () => toastError(t("toasts.error"), t("toasts.updateFailed")),
        onSettled: () => setProgress(null),
      },
    );
  };

  const busy = progress !== null || change.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("paid.title", { id: payout.orderNumber })}</DialogTitle>
          <DialogDescription>
            {t("paid.text", { seller: payout.sellerName ?? "—" })} <Price paise={payout.netPayout} className="font-semibold" />
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-3" onSubmit={(event) => void confirm(event)}>
          <FormField label={t("paid.reference")} required error={missing && !reference.trim() ? t("paid.referenceRequired") : undefined}>
            <Input value={reference} maxLength={60} autoComplete="off" onChange={(event) => setReference(event.target.value)} />
          </FormField>
          <FormField label={t("paid.screenshot")} hint={progress !== null ? t("paid.uploading", { percent: Math.round(progress * 100) }) : t("paid.screenshotHint")}>
            <Input type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("paid.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {t("paid.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
