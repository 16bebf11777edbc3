import { PAYOUT_STATUSES } from "@domain/orders";
import type { AdminPayoutRow } from "@domain/schemas/admin-payouts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Select } from "@web/components/ui/select";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useChangePayout } from "../api/admin-payouts";
import { HoldDialog } from "./hold-dialog";
import { PaidDialog } from "./paid-dialog";

/** A payout's status: Paid and Hold open their dialogs (and change only on confirm); the others apply at once. */
export function PayoutStatusControl({ payout }: { payout: AdminPayoutRow }) {
  const { t } = useTranslation("admin-payouts");
  const change = useChangePayout();
  const [paying, setPaying] = useState(false);
  const [holding, setHolding] = useState(false);
  return (
    <>
      <Select
        aria-label={t("statusOf", { id: payout.orderNumber })}
        value={payout.payoutStatus}
        disabled={change.isPending}
        className="w-32"
        onChange={(event) => {
          const status = PAYOUT_STATUSES.find((candidate) => candidate === event.target.value);
          if (status === "Paid") setPaying(true);
          else if (status === "Hold") setHolding(true);
          else if (status)
            change.mutate(
              { orderId: payout.orderId, change: { status } },
              { onSuccess: () => toastSuccess(t("toasts.statusUpdated")), onError: () => toastError(t("toasts.error"), t("toasts.updateFailed")) },
            );
        }}
      >
        {PAYOUT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </Select>
      {paying ? <PaidDialog payout={payout} open={paying} onOpenChange={setPaying} /> : null}
      {holding ? <HoldDialog payout={payout} open={holding} onOpenChange={setHolding} /> : null}
    </>
  );
}
