import { ERROR_CODES } from "@domain/error-codes";
import { errorMessage, hasErrorCode } from "@web/lib/api-client";
import { i18n } from "@web/lib/i18n";
import { toastError } from "@web/lib/toast";
import { PaymentGatewayError, PaymentGatewayNotReady } from "@web/lib/open-payment";

/** The spec's checkout toasts, chosen by what went wrong. */
export function toastCheckoutError(error: unknown): void {
  const t = i18n.getFixedT(null, "checkout");
  if (error instanceof PaymentGatewayNotReady) return toastError(t("errors.gatewayNotReady"), t("errors.gatewayNotInitialised"));
  if (error instanceof PaymentGatewayError) return toastError(t("errors.paymentError"), t("errors.gatewayNotInitialised"));
  if (hasErrorCode(error, ERROR_CODES.PAYMENT_SESSION_FAILED)) return toastError(t("errors.sessionFailed"), errorMessage(error));
  if (hasErrorCode(error, ERROR_CODES.PAYMENT_SESSION_MISSING)) return toastError(t("errors.sessionMissing"));
  toastError(t("errors.placementFailed"), errorMessage(error));
}

/** The provider's checkout came back without redirecting: the payment did not go through. */
export function toastPaymentFailed(providerMessage: string): void {
  toastError(i18n.t("checkout:errors.paymentFailed"), providerMessage || undefined);
}

const LINE_ERRORS = [ERROR_CODES.QUOTE_EXPIRED, ERROR_CODES.QUOTE_ALREADY_USED, ERROR_CODES.QUOTE_MISMATCH, ERROR_CODES.QUOTE_NOT_ACCEPTED, ERROR_CODES.QUOTE_NOT_FOUND];

/** A refusal about one cart line (its quotation), as the product it names and the server's sentence; else null. */
export function checkoutLineError(error: unknown): { productId: string; message: string } | null {
  if (!LINE_ERRORS.some((code) => hasErrorCode(error, code))) return null;
  const productId = ((error as { details?: { productId?: unknown } }).details ?? {}).productId;
  return typeof productId === "string" ? { productId, message: errorMessage(error) } : null;
}
