import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from "@domain/orders";
import type { AdminOrder } from "@domain/schemas/admin-orders";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Select } from "@web/components/ui/select";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useSetOrderStatus } from "../api/admin-orders";

/**
 * Any status, saved at once (no sequence is enforced); cancelling asks first, because it refunds what was paid
 * online and returns the stock. A cancelled order stays cancelled.
 */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin-orders");
  const { t: buyer } = useTranslation("buyer");
  const setStatus = useSetOrderStatus();
  const [cancelling, setCancelling] = useState(false);

  const apply = (status: OrderStatus) =>
    setStatus.mutate(
      { orderId: order.id, change: { status } },
      { onSuccess: () => toastSuccess(t("toasts.statusUpdated"), t("toasts.statusUpdatedText", { status: buyer(`status.${status}`) })), onError: (error) => toastError(t("toasts.updateFailed"), errorMessage(error)) },
    );

  return (
    <>
      <Select
        aria-label={t("statusOf", { id: order.orderNumber })}
        value={order.status}
        disabled={setStatus.isPending || order.status === "Cancelled"}
        className="w-40"
        onChange={(event) => {
          const status = event.target.value;
          if (!isOrderStatus(status)) return;
          if (status === "Cancelled") setCancelling(true);
          else apply(status);
        }}
      >
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {buyer(`status.${status}`)}
          </option>
        ))}
      </Select>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t("cancelTitle", { id: order.orderNumber })}
        description={t("cancelText")}
        confirmLabel={t("cancelConfirm")}
        destructive
        onConfirm={() => apply("Cancelled")}
      />
    </>
  );
}
