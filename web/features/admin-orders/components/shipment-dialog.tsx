import { isOrderStatus, type OrderStatus } from "@domain/orders";
import type { AdminOrder } from "@domain/schemas/admin-orders";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useSetOrderStatus } from "../api/admin-orders";

/** Where Logistics moves an order; the current status stays offered, to correct only the carrier or the AWB. */
const LOGISTICS_MOVES: readonly OrderStatus[] = ["Ready for Pickup", "In Transit", "Shipped", "Delivered"];

/** Logistics: the next status with the carrier and the tracking number (AWB) the buyer sees on the order page. */
export function ShipmentDialog({ order, open, onOpenChange }: { order: AdminOrder; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("admin-orders");
  const { t: buyer } = useTranslation("buyer");
  const setStatus = useSetOrderStatus();
  const [status, setStatusValue] = useState<OrderStatus>(order.status === "Ready for Pickup" ? "In Transit" : order.status);
  const [carrierName, setCarrierName] = useState(order.carrierName ?? "");
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? "");
  const choices = LOGISTICS_MOVES.includes(order.status) ? LOGISTICS_MOVES : [order.status, ...LOGISTICS_MOVES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus.mutate(
      { orderId: order.id, change: { status, carrierName, trackingNumber } },
      {
        onSuccess: () => {
          toastSuccess(t("toasts.statusUpdated"), t("toasts.statusUpdatedText", { status: buyer(`status.${status}`) }));
          onOpenChange(false);
        },
        onError: (error) => toastError(t("toasts.updateFailed"), errorMessage(error)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("shipment.title", { id: order.orderNumber })}</DialogTitle>
          <DialogDescription>{t("shipment.text")}</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <FormField label={t("shipment.status")}>
            <Select value={status} onChange={(event) => isOrderStatus(event.target.value) && setStatusValue(event.target.value)}>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {buyer(`status.${choice}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t("shipment.carrier")}>
            <Input value={carrierName} maxLength={100} placeholder={t("shipment.carrierPlaceholder")} onChange={(event) => setCarrierName(event.target.value)} />
          </FormField>
          <FormField label={t("shipment.tracking")}>
            <Input value={trackingNumber} maxLength={60} onChange={(event) => setTrackingNumber(event.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={setStatus.isPending}>
              {t("shipment.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
