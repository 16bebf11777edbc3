import { formatINR } from "@domain/money";
import type { ReturnRefundAmounts } from "@domain/schemas/order-returns";
import { useTranslation } from "react-i18next";

/**
 * What completing an open return will refund (the server's figure, computed as completion does): its share of what
 * the buyer paid online, back through the payment provider, and of the cash collected on delivery, by hand. A span,
 * so it may sit in a dialog's description paragraph.
 */
export function ReturnRefundPreview({ refund, className }: { refund: ReturnRefundAmounts; className?: string }) {
  const { t } = useTranslation("seller-returns");
  return (
    <span className={`block ${className ?? ""}`} data-testid="refund-preview">
      {t("preview.amount", { amount: formatINR(refund.amount) })}
      {refund.manual > 0 ? ` ${t("preview.split", { online: formatINR(refund.online), manual: formatINR(refund.manual) })}` : null}
    </span>
  );
}
