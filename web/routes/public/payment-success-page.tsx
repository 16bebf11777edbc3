import { AlertCircle, CircleCheck, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { formatINR } from "@domain/money";
import { Button } from "@web/components/ui/button";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { clearCart } from "@web/features/cart/cart-store";
import { usePaymentStatus } from "@web/features/checkout/api/payment-status";
import { PaymentMessage } from "@web/features/checkout/components/payment-message";
import { PlacedOrders } from "@web/features/checkout/components/placed-orders";
import { ApiError } from "@web/lib/api-client";
import { toastSuccess } from "@web/lib/toast";

/** /payment-success?order_id=…: shows the orders the server created from the paid checkout, and empties the cart. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation(["common", "checkout"]);
  const [params] = useSearchParams();
  const orderId = params.get("order_id") ?? "";
  const status = usePaymentStatus(orderId);
  const data = status.data;
  const celebrated = useRef(false);

  useEffect(() => {
    if (data?.status !== "paid" || celebrated.current) return;
    celebrated.current = true;
    clearCart();
    toastSuccess(t("checkout:success.toast"));
  }, [data, t]);

  const shopping = (
    <Button variant="outline" asChild>
      <Link to="/products">{t("checkout:success.continueShopping")}</Link>
    </Button>
  );
  let body;
  if (orderId && status.isPending) body = <PageSpinner />;
  else if (data?.status === "paid") {
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
  } else if (data?.status === "refunded") {
    const amount = formatINR(data.refund?.amount ?? data.amountPaidOnline);
    body = (
      <PaymentMessage icon={RotateCcw} tone="pending" title={t("checkout:success.refundedTitle")} actions={shopping}>
        {data.refund?.status === "success" ? t("checkout:success.refunded", { amount }) : t("checkout:success.refundPending", { amount })}
      </PaymentMessage>
    );
  } else {
    const known = !orderId || data || (status.error instanceof ApiError && status.error.status < 500);
    body = (
      <PaymentMessage icon={AlertCircle} tone="error" title={t("pages.paymentSuccess")} actions={shopping}>
        {known ? t("checkout:success.notFound") : t("checkout:success.finalizeError")}
      </PaymentMessage>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t("pages.paymentSuccess")} />
      {body}
    </div>
  );
}
