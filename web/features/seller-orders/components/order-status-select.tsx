import { canSellerSetStatus, isOrderStatus, type OrderStatus, SELLER_LOCKED_STATUSES, SELLER_SETTABLE_STATUSES } from "@domain/orders";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useUpdateOrderStatus } from "../api/update-order-status";

interface OrderStatusSelectProps {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
}

const isLocked = (status: OrderStatus) => (SELLER_LOCKED_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * The seller's status control: offers only Processing, Packaging and Ready for Pickup, saves on change, and is
 * disabled once the order is In Transit, Shipped, Delivered or Cancelled (the server refuses those moves anyway).
 */
export function OrderStatusSelect({ orderId, orderNumber, status }: OrderStatusSelectProps) {
  const { t } = useTranslation("seller-orders");
  const id = useId();
  const hintId = useId();
  const update = useUpdateOrderStatus(orderId);
  const locked = isLocked(status);
  // A status the seller cannot choose (Pending, or a locked one) is still shown, as a choice that cannot be made.
  const current = (SELLER_SETTABLE_STATUSES as readonly OrderStatus[]).includes(status) ? null : status;

  const change = (to: OrderStatus) => {
    if (to === status || !canSellerSetStatus(status, to)) return;
    const label = t(`buyer:status.${to}`);
    update.mutate(to, {
      onSuccess: () => toastSuccess(t("toasts.statusUpdated", { status: label })),
      onError: (error) => toastError(t("errors.updateStatus"), errorMessage(error)),
    });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t("statusSelect.label", { id: orderNumber })}</Label>
      <Select
        id={id}
        className="w-full sm:w-56"
        value={update.isPending ? update.variables : status}
        disabled={locked || update.isPending}
        aria-describedby={locked ? hintId : undefined}
        onChange={(event) => (isOrderStatus(event.target.value) ? change(event.target.value) : undefined)}
      >
        {current ? (
          <option value={current} disabled>
            {t(`buyer:status.${current}`)}
          </option>
        ) : null}
        {SELLER_SETTABLE_STATUSES.map((option) => (
          <option key={option} value={option}>
            {t(`buyer:status.${option}`)}
          </option>
        ))}
      </Select>
      {locked ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("statusSelect.locked")}
        </p>
      ) : null}
    </div>
  );
}
