import { AlertCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@web/components/ui/button";
import { PaymentMessage } from "./payment-message";

/** A payment page opened signed out: only the buyer may see their payment, so log in and come back to this page. */
export function SignInToVerify() {
  const { t } = useTranslation("checkout");
  const location = useLocation();
  const from = location.pathname + location.search;
  return (
    <PaymentMessage
      icon={AlertCircle}
      tone="error"
      title={t("status.verificationError")}
      actions={
        <Button asChild>
          <Link to={`/login?redirect=${encodeURIComponent(from)}`} state={{ from }}>
            {t("status.logIn")}
          </Link>
        </Button>
      }
    >
      {t("status.userNotFound")}
    </PaymentMessage>
  );
}
