import { isSubscriptionPaymentOrderId } from "@domain/plans";
import { XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { PageTitle } from "@web/components/ui/page-title";
import { PaymentMessage } from "@web/features/checkout/components/payment-message";
import { PaymentReference } from "@web/features/checkout/components/payment-reference";
import { failureReason } from "@web/features/checkout/failure-reason";

/**
 * /payment-failure: says once, in plain words, why nothing was charged. The cart is untouched, so Try Again goes
 * straight back to checkout (a plan payment goes back to the plans).
 */
export default function PaymentFailurePage() {
  const { t } = useTranslation(["common", "checkout"]);
  const [params] = useSearchParams();
  const reference = params.get("order_id");
  const plan = reference !== null && isSubscriptionPaymentOrderId(reference);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t("pages.paymentFailure")} />
      <PaymentMessage
        icon={XCircle}
        tone="error"
        actions={
          <>
            <Button asChild>
              <Link to={plan ? "/subscription" : "/checkout"}>{t("checkout:failure.tryAgain")}</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/products">{t("checkout:failure.continueShopping")}</Link>
            </Button>
          </>
        }
      >
        <p>
          {t(`checkout:failure.reason.${failureReason(params.get("status"))}`)} {plan ? t("checkout:failure.planText") : t("checkout:failure.text")}
        </p>
        {reference ? <PaymentReference reference={reference} /> : null}
      </PaymentMessage>
    </div>
  );
}
