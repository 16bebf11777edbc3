import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, FileQuestionMark } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { SERVER_CART_QUERY_KEY } from "@web/features/cart/api/get-cart";
import { settlePaidCheckout } from "@web/features/cart/settle-paid-checkout";
import { usePaymentStatus } from "@web/features/checkout/api/payment-status";
import { OversoldRefund } from "@web/features/checkout/components/oversold-refund";
import { PaymentMessage } from "@web/features/checkout/components/payment-message";
import { PlacedOrders } from "@web/features/checkout/components/placed-orders";
import { SignInToVerify } from "@web/features/checkout/components/sign-in-to-verify";
import { useErrorToast } from "@web/lib/use-error-toast";
import { ApiError } from "@web/lib/api-client";
import { useCurrentUser } from "@web/lib/current-user";
import { toastSuccess } from "@web/lib/toast";

/**
 * /payment-success?order_id=…: shows the orders the server created from the paid checkout (which took what was bought
 * out of the buyer's cart). The first time for each payment it toasts; reopening the link later changes nothing.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation(["common", "checkout"]);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get("order_id") ?? "";
  const { data: me } = useCurrentUser();
  const queryClient = useQueryClient();
  const owner = me?.user.id ?? null;
  const [since] = useState(() => Date.now());
  const status = usePaymentStatus(orderId, { pollSince: since });
  const data = status.data;
  const error = status.error;
  const signedOut = error instanceof ApiError && error.status === 401;
  const unknown = !orderId || (status.isError && !signedOut);
  // A 4xx means this buyer has no such checkout; a server or network failure means we could not tell.
  const couldNotTell = orderId !== "" && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
  const unknownMessage = t(couldNotTell ? "checkout:success.finalizeError" : "checkout:success.notFound");
  useErrorToast(unknown ? (orderId ? status.errorUpdatedAt : "no-order-id") : null, unknownMessage);

  useEffect(() => {
    if (data?.status !== "paid" || !owner) return;
    // The server took the bought lines out of the cart with the orders; the header and cart read it afresh.
    void queryClient.invalidateQueries({ queryKey: SERVER_CART_QUERY_KEY });
    if (settlePaidCheckout(owner, data.orderId)) toastSuccess(t("checkout:success.toast"));
  }, [data, owner, t, queryClient]);

  useEffect(() => {
    // Not paid (yet): the status page follows a pending payment and explains a failed one.
    if (data?.status === "pending" || data?.status === "failed")
      void navigate(`/payment-status?order_id=${encodeURIComponent(orderId)}`, { replace: true });
  }, [data, orderId, navigate]);

  const shopping = (
    <Button variant="outline" asChild>
      <Link to="/products">{t("checkout:success.continueShopping")}</Link>
    </Button>
  );
  let body;
  if (signedOut) body = <SignInToVerify />;
  else if (unknown) {
    body = (
      <PaymentMessage icon={FileQuestionMark} tone="error" title={t("checkout:success.unknownTitle")} actions={shopping}>
        {unknownMessage}
      </PaymentMessage>
    );
  } else if (data?.status === "paid") {
    body = (
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <PaymentMessage
          icon={CircleCheck}
          tone="success"
          title={t("checkout:success.heading")}
          actions={
            <>
              <Button asChild>
                <Link to="/buyer-dashboard/orders">{t("checkout:success.viewOrders")}</Link>
              </Button>
              {shopping}
            </>
          }
        >
          {t("checkout:success.text")}
        </PaymentMessage>
        <PlacedOrders orders={data.orders} />
      </div>
    );
  } else if (data?.status === "refunded") body = <OversoldRefund payment={data} actions={shopping} />;
  else body = <PageSpinner />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={data?.status === "paid" ? t("pages.paymentSuccess") : t("pages.paymentStatus")} />
      {body}
    </div>
  );
}
