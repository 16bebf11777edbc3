import { ERROR_CODES } from "@domain/error-codes";
import type { SubscribeResponse } from "@domain/schemas/subscriptions";
import { useTranslation } from "react-i18next";
import { errorMessage, hasErrorCode } from "@web/lib/api-client";
import { openPayment, PaymentGatewayNotReady } from "@web/lib/open-payment";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useSubscribe } from "./api/seller-subscription";

/**
 * 'Subscribe' / 'Renew': asks the server for the payment (it prices the plan), then opens the provider's checkout,
 * which returns to /payment-status; a Free plan is simply in force. Every failure gets the spec's toast.
 */
export function useSubscribeFlow() {
  const { t } = useTranslation("subscriptions");
  const subscribe = useSubscribe();
  const pay = async (answer: SubscribeResponse) => {
    if (answer.kind === "activated") return toastSuccess(t("activated", { plan: answer.subscription.planName }));
    try {
      const result = await openPayment(answer);
      if (result.error !== null) toastError(t("errors.paymentFailed"), result.error || undefined);
    } catch (error) {
      if (error instanceof PaymentGatewayNotReady) toastError(t("errors.gatewayNotReady"), t("errors.gatewayNotReadyText"));
      else toastError(t("errors.paymentError"), t("errors.gatewayNotInitialised"));
    }
  };
  const start = (planId: string) =>
    subscribe.mutate(planId, {
      onSuccess: (answer) => void pay(answer),
      onError: (error) => {
        if (hasErrorCode(error, ERROR_CODES.PAYMENT_SESSION_FAILED) || hasErrorCode(error, ERROR_CODES.PAYMENT_SESSION_MISSING))
          return toastError(t("errors.paymentError"), t("errors.gatewayNotInitialised"));
        toastError(t("errors.subscriptionFailed"), errorMessage(error));
      },
    });
  return { start, pendingPlanId: subscribe.isPending ? subscribe.variables : undefined };
}
