import type { PaymentStatus } from "@domain/schemas/payment-status";
import { formatINR } from "@domain/money";
import { AlertCircle, CircleCheck, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PaymentMessage } from "./payment-message";
import type { RefundStatus } from "@domain/payments";

/** The refund's state as the buyer reads it; no refund row yet reads as one being processed. */
export function refundStateOf(payment: PaymentStatus): RefundStatus {
  return payment.refund?.status ?? "pending";
}

const LOOK = {
  pending: { icon: RotateCcw, tone: "pending", title: "success.refundPendingTitle", text: "success.refundPending" },
  success: { icon: CircleCheck, tone: "success", title: "success.refundedTitle", text: "success.refunded" },
  failed: { icon: AlertCircle, tone: "error", title: "success.refundFailedTitle", text: "success.refundFailed" },
} as const;

/**
 * A payment taken after the stock ran out: no order was placed and the amount goes back. Says where the refund
 * stands (being processed, refunded, or failed and followed up by the team), as the buyer's order page does.
 */
export function OversoldRefund({ payment, actions }: { payment: PaymentStatus; actions: ReactNode }) {
  const { t } = useTranslation("checkout");
  const look = LOOK[refundStateOf(payment)];
  const amount = formatINR(payment.refund?.amount ?? payment.amountPaidOnline);
  return (
    <PaymentMessage icon={look.icon} tone={look.tone} title={t(look.title)} actions={actions}>
      {t(look.text, { amount })}
    </PaymentMessage>
  );
}
