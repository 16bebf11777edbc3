import { formatINR } from "@domain/money";
import type { ReturnRefund } from "@domain/schemas/seller-returns";
import { useTranslation } from "react-i18next";

/** What a completed return gave back to the buyer, and the COD part still to be paid by hand (the platform settles it). */
export function ReturnRefundNote({ refund }: { refund: ReturnRefund }) {
  const { t } = useTranslation("seller-returns");
  return (
    <p className="mt-1 text-xs text-muted-foreground">
      {t("refund.amount", { amount: formatINR(refund.amount) })}
      {refund.manualAmount > 0 && !refund.manualSettled ? (
        <>
          <br />
          {t("refund.manualDue", { amount: formatINR(refund.manualAmount) })}
        </>
      ) : null}
    </p>
  );
}
