import type { ManualRefundRow } from "@domain/schemas/admin-payouts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Price } from "@web/components/ui/price";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDate } from "@web/lib/format-date";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useErrorToast } from "@web/lib/use-error-toast";
import { useManualRefunds, useSettleRefund } from "../api/admin-payouts";
import { RefundReturnDetails } from "./refund-return-details";

function SettleDialog({ refund, onClose }: { refund: ManualRefundRow; onClose: () => void }) {
  const { t } = useTranslation("admin-payouts");
  const settle = useSettleRefund();
  const [reference, setReference] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    settle.mutate(
      { refundId: refund.id, reference: reference.trim() },
      { onSuccess: () => (toastSuccess(t("toasts.refundSettled")), onClose()), onError: (error) => toastError(t("toasts.error"), errorMessage(error)) },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("refunds.settleTitle", { id: refund.orderNumber })}</DialogTitle>
          <DialogDescription>
            {t("refunds.settleText", { buyer: refund.buyerName ?? "—" })} <Price paise={refund.amount} className="font-semibold" />
          </DialogDescription>
          <div className="text-sm">
            <RefundReturnDetails refund={refund} photoSize="size-16" />
          </div>
        </DialogHeader>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <FormField label={t("paid.reference")} required>
            <Input required value={reference} maxLength={60} autoComplete="off" onChange={(event) => setReference(event.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={settle.isPending || !reference.trim()}>
              {t("refunds.settle")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Refunds owed by hand (cash paid on delivery for returned lines), each marked refunded with its reference. */
export function ManualRefundsCard() {
  const { t } = useTranslation("admin-payouts");
  const refunds = useManualRefunds();
  const [settling, setSettling] = useState<ManualRefundRow | null>(null);
  useErrorToast(refunds.isError ? refunds.errorUpdatedAt : null, t("toasts.error"), t("toasts.fetchFailed"));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("refunds.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {!refunds.data ? (
          <Spinner />
        ) : refunds.data.refunds.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("refunds.none")}</p>
        ) : (
          <ul className="divide-y text-sm">
            {refunds.data.refunds.map((refund) => (
              <li key={refund.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-mono">{refund.orderNumber}</span> · {refund.buyerName ?? "—"} ← {refund.sellerName ?? "—"} · {formatDate(refund.createdAt)}
                  <span className="block text-muted-foreground">
                    <RefundReturnDetails refund={refund} />
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <Price paise={refund.amount} className="font-medium tabular-nums" />
                  <Button size="sm" variant="outline" aria-label={t("refunds.settleLabel", { id: refund.orderNumber })} onClick={() => setSettling(refund)}>
                    {t("refunds.settle")}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {refunds.data && refunds.data.waiting > refunds.data.refunds.length ? (
          <p className="pt-2 text-sm text-muted-foreground">{t("waitingMore", { shown: refunds.data.refunds.length, waiting: refunds.data.waiting })}</p>
        ) : null}
        {settling ? <SettleDialog refund={settling} onClose={() => setSettling(null)} /> : null}
      </CardContent>
    </Card>
  );
}
