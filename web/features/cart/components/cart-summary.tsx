import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Price } from "@web/components/ui/price";
import { BuyerAccountNeeded } from "./buyer-account-needed";

interface CartSummaryProps {
  subtotal: number;
  /** Why checkout is not possible yet, or null. */
  blockedReason: string | null;
  /** False for an account that cannot place orders (a seller): the summary explains instead of offering checkout. */
  canCheckout: boolean;
  onProceed: () => void;
}

export function CartSummary({ subtotal, blockedReason, canCheckout, onProceed }: CartSummaryProps) {
  const { t } = useTranslation("checkout");
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t("cart.summary")}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-[1fr_auto] gap-2 text-sm">
          <dt>{t("cart.subtotal")}</dt>
          <dd className="text-right">
            <Price paise={subtotal} />
          </dd>
          <dt>{t("cart.shipping")}</dt>
          <dd className="text-right text-muted-foreground">{t("cart.shippingLater")}</dd>
          <dt className="border-t border-border pt-2 text-base font-semibold">{t("cart.total")}</dt>
          <dd className="border-t border-border pt-2 text-right text-base font-semibold">
            <Price paise={subtotal} />
          </dd>
        </dl>
        {!canCheckout ? (
          <BuyerAccountNeeded />
        ) : (
          <>
            {blockedReason ? <p className="text-sm text-destructive">{blockedReason}</p> : null}
            <Button size="lg" disabled={blockedReason !== null} onClick={onProceed}>
              {t("cart.proceed")}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
