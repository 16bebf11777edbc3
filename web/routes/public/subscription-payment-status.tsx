import { ERROR_CODES } from "@domain/error-codes";
import { AlertCircle, CheckCircle2, Clock, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { PaymentMessage } from "@web/features/checkout/components/payment-message";
import { SignInToVerify } from "@web/features/checkout/components/sign-in-to-verify";
import { useSubscriptionPayment } from "@web/features/subscriptions/api/subscription-payment";
import { ApiError, errorMessage, hasErrorCode } from "@web/lib/api-client";
import { formatDate } from "@web/lib/format-date";
import { toastSuccess } from "@web/lib/toast";
import { useErrorToast } from "@web/lib/use-error-toast";

/** The spec's delay before leaving a payment whose plan is already active. */
export const ALREADY_ACTIVE_REDIRECT_MS = 3_000;
const SUBSCRIPTION_PAGE = "/seller-dashboard/subscription";

/** /payment-status?order_id=sub_…: a plan payment, verified (and the plan activated once) by the server. */
export function SubscriptionPaymentStatus({ orderId }: { orderId: string }) {
  const { t } = useTranslation(["subscriptions", "checkout"]);
  const navigate = useNavigate();
  const [since] = useState(() => Date.now());
  const status = useSubscriptionPayment(orderId, since);
  const data = status.data;
  const signedOut = status.error instanceof ApiError && status.error.status === 401;
  // The server refunds a paid order that cannot start its plan.
  const refunded = [ERROR_CODES.SUBSCRIPTION_PLAN_ID_MISSING, ERROR_CODES.SUBSCRIPTION_PLAN_NOT_MATCHED, ERROR_CODES.PAYMENT_AMOUNT_MISMATCH].some((code) =>
    hasErrorCode(status.error, code),
  );
  const failureTitle = refunded ? t("errors.activationFailed") : t("checkout:status.verificationError");
  useErrorToast(status.isError && !signedOut ? status.errorUpdatedAt : null, failureTitle, errorMessage(status.error));

  useEffect(() => {
    if (data?.outcome === "activated" && data.subscription) toastSuccess(t("status.activatedTitle"), data.subscription.planName);
    if (data?.outcome === "failed") {
      // The failure page says what happened, once.
      void navigate(`/payment-failure?order_id=${encodeURIComponent(orderId)}&status=${encodeURIComponent(data.providerStatus)}`, { replace: true });
    }
    if (data?.outcome !== "already-active") return;
    const timer = setTimeout(() => void navigate(SUBSCRIPTION_PAGE, { replace: true }), ALREADY_ACTIVE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [data, orderId, navigate, t]);

  if (signedOut) return <SignInToVerify />;
  if (status.isError)
    return (
      <PaymentMessage icon={AlertCircle} tone="error" title={failureTitle} actions={<Button onClick={() => void status.refetch()}>{t("common:retry")}</Button>}>
        {errorMessage(status.error)}
        {refunded ? ` ${t("status.refunded")}` : null}
      </PaymentMessage>
    );
  const toSubscription = (
    <Button asChild>
      <Link to={SUBSCRIPTION_PAGE}>{t("status.goToSubscription")}</Link>
    </Button>
  );
  if (data?.outcome === "activated" && data.subscription)
    return (
      <PaymentMessage icon={CheckCircle2} tone="success" title={t("status.activatedTitle")} actions={toSubscription}>
        {t("status.activated", { plan: data.subscription.planName, date: formatDate(data.subscription.endDate) })}
      </PaymentMessage>
    );
  if (data?.outcome === "already-active")
    return (
      <PaymentMessage icon={CheckCircle2} tone="success" title={t("status.alreadyActiveTitle")} actions={toSubscription}>
        {t("status.alreadyActive", { plan: data.subscription?.planName ?? "" })}
      </PaymentMessage>
    );
  if (data?.outcome === "pending")
    return (
      <PaymentMessage icon={Clock} tone="pending" title={t("checkout:status.pendingTitle")}>
        {t("checkout:status.pending")}
      </PaymentMessage>
    );
  return (
    <PaymentMessage icon={LoaderCircle} tone="pending" title={t("common:pages.paymentStatus")}>
      {t("checkout:status.checking")}
    </PaymentMessage>
  );
}
