import { formatINR } from "@domain/money";
import type { BuyerOrderDetail } from "@domain/schemas/buyer-orders";
import { XCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useCancelOrder } from "../api/cancel-order";

/** "Cancel Order" behind a confirmation dialog; the server decides whether the order may still be cancelled. */
export function CancelOrderButton({ order }: { order: Pick<BuyerOrderDetail, "id" | "orderNumber" | "amountPaid"> }) {
  const { t } = useTranslation("buyer");
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(order.id);
  const id = order.orderNumber;

  // Awaited rather than mutate callbacks: on success this button unmounts (the order is no longer cancellable),
  // and callbacks of an unmounted mutate never run.
  const onConfirm = async () => {
    try {
      await cancel.mutateAsync();
      toastSuccess(t("cancel.success"), t("cancel.successText", { id }));
    } catch (error) {
      // A refusal (the order moved on meanwhile) says why; anything else is the spec's generic failure.
      toastError(t("cancel.failed"), error instanceof ApiError && error.status === 409 ? errorMessage(error) : t("cancel.failedText"));
    }
  };

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)} disabled={cancel.isPending}>
        <XCircle aria-hidden="true" />
        {t("cancel.button")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("cancel.title")}
        description={
          <>
            {t("cancel.description", { id })}
            {order.amountPaid > 0 ? ` ${t("cancel.refundNote", { amount: formatINR(order.amountPaid) })}` : null}
          </>
        }
        cancelLabel={t("cancel.keep")}
        confirmLabel={t("cancel.confirm")}
        destructive
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
