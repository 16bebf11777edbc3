import { isSubscriptionPaymentOrderId } from "@domain/plans";
import { AlertCircle, Clock, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { PageTitle } from "@web/components/ui/page-title";
import { PENDING_POLL_DURATION_MS, usePaymentStatus } from "@web/features/checkout/api/payment-status";
import { PaymentMessage } from "@web/features/checkout/components/payment-message";
import { PaymentReference } from "@web/features/checkout/components/payment-reference";
import { SignInToVerify } from "@web/features/checkout/components/sign-in-to-verify";
import { useErrorToast } from "@web/lib/use-error-toast";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { SubscriptionPaymentStatus } from "./subscription-payment-status";

/**
 * /payment-status?order_id=…: where the provider returns the payer; asks our server, which asks the provider.
 * Plan payments (ids starting sub_) activate a subscription; the others are order checkouts.
 */
export default function PaymentStatusPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get("order_id") ?? "";
  if (!isSubscriptionPaymentOrderId(orderId)) return <OrderPaymentStatus orderId={orderId} />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t("pages.paymentStatus")} />
      <SubscriptionPaymentStatus orderId={orderId} />
    </div>
  );
}

function OrderPaymentStatus({ orderId }: { orderId: string }) {
  const { t } = useTranslation(["common", "checkout"]);
  const navigate = useNavigate();
  const [since, setSince] = useState(() => Date.now());
  const status = usePaymentStatus(orderId, { pollSince: since });
  const data = status.data;
  const signedOut = status.error instanceof ApiError && status.error.status === 401;
  useErrorToast(
    !orderId ? "no-order-id" : status.isError ? status.errorUpdatedAt : null,
    t("checkout:status.verificationError"),
    !orderId ? t("checkout:status.noOrderId") : signedOut ? t("checkout:status.userNotFound") : errorMessage(status.error),
  );

  useEffect(() => {
    if (!data) return;
    const query = `order_id=${encodeURIComponent(orderId)}`;
    if (data.status === "paid" || data.status === "refunded") void navigate(`/payment-success?${query}`, { replace: true });
    // The failure page says what happened, once.
    if (data.status === "failed") void navigate(`/payment-failure?${query}&status=${encodeURIComponent(data.providerStatus)}`, { replace: true });
  }, [data, orderId, navigate]);

  const gaveUp = data?.status === "pending" && !status.isFetching && Date.now() - since >= PENDING_POLL_DURATION_MS;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t("pages.paymentStatus")} />
      {!orderId ? (
        <PaymentMessage icon={AlertCircle} tone="error" title={t("checkout:status.verificationError")}>
          {t("checkout:status.noOrderId")}
        </PaymentMessage>
      ) : signedOut ? (
        <SignInToVerify />
      ) : status.isError ? (
        <PaymentMessage
          icon={AlertCircle}
          tone="error"
          title={t("checkout:status.verificationError")}
          actions={<Button onClick={() => void status.refetch()}>{t("retry")}</Button>}
        >
          {errorMessage(status.error)}
        </PaymentMessage>
      ) : data?.status === "pending" ? (
        <PaymentMessage
          icon={Clock}
          tone="pending"
          title={t("checkout:status.pendingTitle")}
          actions={
            <>
              <Button
                disabled={status.isFetching}
                onClick={() => {
                  setSince(Date.now());
                  void status.refetch();
                }}
              >
                {t("checkout:status.checkAgain")}
              </Button>
              <Button variant="outline" asChild>
                <Link to="/buyer-dashboard/orders">{t("checkout:status.goToOrders")}</Link>
              </Button>
            </>
          }
        >
          <p>{t("checkout:status.pending")}</p>
          {gaveUp ? <p className="mt-2">{t("checkout:status.stillPending")}</p> : null}
          <PaymentReference reference={orderId} />
        </PaymentMessage>
      ) : (
        <PaymentMessage icon={LoaderCircle} tone="pending" title={t("pages.paymentStatus")}>
          {data ? t("checkout:status.redirecting") : t("checkout:status.checking")}
        </PaymentMessage>
      )}
    </div>
  );
}
