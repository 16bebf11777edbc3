import { useTranslation } from "react-i18next";

/** The checkout's own reference (the one the payment page showed too), for the buyer to quote to support. */
export function PaymentReference({ reference }: { reference: string }) {
  const { t } = useTranslation("checkout");
  return (
    <p className="mt-2 text-sm break-all">
      {t("paymentReference")} <span className="font-mono text-foreground">{reference}</span>
    </p>
  );
}
