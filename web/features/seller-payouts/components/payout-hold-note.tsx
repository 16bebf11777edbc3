import type { SellerPayoutRow } from "@domain/schemas/seller-payouts";
import { useTranslation } from "react-i18next";

/** Why a payout is on Hold: an open return request, the admin's reason, or both. */
export function PayoutHoldNote({ hold }: { hold: NonNullable<SellerPayoutRow["hold"]> }) {
  const { t } = useTranslation("seller-payouts");
  return (
    <span className="mt-1 block text-xs text-muted-foreground" data-testid="payout-hold-reason">
      {[hold.returnOpen ? t("hold.returnOpen") : null, hold.reason ? t("hold.reason", { reason: hold.reason }) : null].filter(Boolean).join(" · ")}
    </span>
  );
}
