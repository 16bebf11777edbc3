import type { SellerReturnAction, SellerReturnRow } from "@domain/schemas/seller-returns";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useDecideReturn } from "../api/decide-return";
import { ReturnPhotos } from "./return-photos";
import { ReturnRefundPreview } from "./return-refund-preview";

export type PendingReturnAction = { request: SellerReturnRow; action: SellerReturnAction };

const TOASTS = { approve: "toasts.approved", reject: "toasts.rejected", complete: "toasts.completed" } as const;

/** "Approve this request?" (or reject, or complete) before the server is asked; the answer is toasted. */
export function ConfirmReturnAction({ pending, onClose }: { pending: PendingReturnAction | null; onClose: () => void }) {
  const { t } = useTranslation("seller-returns");
  const decide = useDecideReturn();
  const request = pending?.request;
  const action = pending?.action ?? "approve";
  const names = request
    ? { type: t(`type.${request.requestType}`).toLowerCase(), item: request.productName, id: request.orderNumber }
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
      description={
        request ? (
          <span className="flex flex-col gap-2">
            <span>{text}</span>
            <span className="font-medium text-foreground">{t("units", { count: request.quantity, of: request.lineQuantity })}</span>
            <ReturnPhotos photos={request.photos} size="size-16" />
            {request.refundPreview && action !== "reject" ? <ReturnRefundPreview refund={request.refundPreview} className="font-semibold text-foreground" /> : null}
            {request.requestType === "exchange" && action !== "reject" ? <span>{t("preview.exchange")}</span> : null}
          </span>
        ) : undefined
      }
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
