import { ERROR_CODES } from "@domain/error-catalogue";
import { errorMessage, hasErrorCode } from "@web/lib/api-client";
import { i18n } from "@web/lib/i18n";
import { toastError } from "@web/lib/toast";
import { PaymentGatewayError, PaymentGatewayNotReady } from "@web/lib/open-payment";

/** The spec's checkout toasts, chosen by what went wrong. */
export function toastCheckoutError(error: unknown): void {
  const t = i18n.getFixedT(null, "checkout");
  if (error instanceof PaymentGatewayNotReady) return toastError(t("errors.gatewayNotReady"), t("errors.gatewayNotInitialised"));
  if (error instanceof PaymentGatewayError) return toastError(t("errors.paymentError"), t("errors.gatewayNotInitialised"));
  if (hasErrorCode(error, ERROR_CODES.PAYMENT_SESSION_FAILED)) return toastError(t("errors.sessionFailed"), error.message);
  if (hasErrorCode(error, ERROR_CODES.PAYMENT_SESSION_MISSING)) return toastError(t("errors.sessionMissing"));
  toastError(t("errors.placementFailed"), errorMessage(error));
}

/** The provider's checkout came back without redirecting: the payment did not go through. */
export function toastPaymentFailed(providerMessage: string): void {
  toastError(i18n.t("checkout:errors.paymentFailed"), providerMessage || undefined);
}
