import { MAX_PAYOUT_HOLD_REASON_LENGTH, type AdminPayoutRow } from "@domain/schemas/admin-payouts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useChangePayout } from "../api/admin-payouts";

/** Putting a payout on Hold: the reason (required) is what the seller reads beside the status. */
export function HoldDialog({ payout, open, onOpenChange }: { payout: AdminPayoutRow; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("admin-payouts");
  const change = useChangePayout();
  const [reason, setReason] = useState(payout.hold?.reason ?? "");
  const [missing, setMissing] = useState(false);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    change.mutate(
      { orderId: payout.orderId, change: { status: "Hold", reason: reason.trim() } },
      {
        onSuccess: () => {
          toastSuccess(t("toasts.statusUpdated"));
          onOpenChange(false);
        },
        onError: () => toastError(t("toasts.error"), t("toasts.updateFailed")),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("hold.title", { id: payout.orderNumber })}</DialogTitle>
          <DialogDescription>{t("hold.text", { seller: payout.sellerName ?? "—" })}</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-3" onSubmit={confirm}>
          <FormField label={t("hold.reason")} required error={missing && !reason.trim() ? t("hold.reasonRequired") : undefined}>
            <Textarea value={reason} maxLength={MAX_PAYOUT_HOLD_REASON_LENGTH} rows={3} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("paid.cancel")}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {t("hold.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
