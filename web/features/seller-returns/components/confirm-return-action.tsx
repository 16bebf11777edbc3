import type { SellerReturnAction, SellerReturnRow } from "@domain/schemas/seller-returns";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useDecideReturn } from "../api/decide-return";
import { sellerShortOrderId } from "@domain/orders";

export type PendingReturnAction = { request: SellerReturnRow; action: SellerReturnAction };

const TOASTS = { approve: "toasts.approved", reject: "toasts.rejected", complete: "toasts.completed" } as const;

/** "Approve this request?" (or reject, or complete) before the server is asked; the answer is toasted. */
export function ConfirmReturnAction({ pending, onClose }: { pending: PendingReturnAction | null; onClose: () => void }) {
  const { t } = useTranslation("seller-returns");
  const decide = useDecideReturn();
  const request = pending?.request;
  const action = pending?.action ?? "approve";
  const names = request
    ? { type: t(`type.${request.requestType}`).toLowerCase(), item: request.productName, id: sellerShortOrderId(request.orderId) }
    : {};
  const title = { approve: t("confirm.approveTitle"), reject: t("confirm.rejectTitle"), complete: t("confirm.completeTitle") }[action];
  const text = {
    approve: t("confirm.approveText", names),
    reject: t("confirm.rejectText", names),
    complete: request?.requestType === "exchange" ? t("confirm.completeExchangeText", names) : t("confirm.completeReturnText", names),
  }[action];
  const confirmLabel = { approve: t("approve"), reject: t("reject"), complete: t("markCompleted") }[action];

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={request ? text : undefined}
      confirmLabel={confirmLabel}
      destructive={action === "reject"}
      onConfirm={() => {
        if (!request) return;
        decide.mutate(
          { returnId: request.id, action },
          {
            onSuccess: () => toastSuccess(t(TOASTS[action])),
            onError: (error) => toastError(t("errors.update"), `${t("errors.updateText")} ${errorMessage(error)}`),
          },
        );
      }}
    />
  );
}
