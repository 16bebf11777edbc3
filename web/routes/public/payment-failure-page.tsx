import { XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { PageTitle } from "@web/components/ui/page-title";
import { PaymentMessage } from "@web/features/checkout/components/payment-message";

/** /payment-failure: nothing was charged; the cart is untouched, so Try Again goes straight back to checkout. */
export default function PaymentFailurePage() {
  const { t } = useTranslation(["common", "checkout"]);
  const [params] = useSearchParams();
  const providerStatus = params.get("status");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t("pages.paymentFailure")} />
      <PaymentMessage
        icon={XCircle}
        tone="error"
        title={t("checkout:failure.heading")}
        actions={
          <>
            <Button asChild>
              <Link to="/checkout">{t("checkout:failure.tryAgain")}</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/products">{t("checkout:failure.continueShopping")}</Link>
            </Button>
          </>
        }
      >
        {providerStatus ? <p>{t("checkout:status.failed", { status: providerStatus })}</p> : null}
        <p className="mt-2">{t("checkout:failure.text")}</p>
      </PaymentMessage>
    </div>
  );
}
