import { useState } from "react";
import { checkoutGst } from "@domain/checkout-gst";
import { priceCheckout } from "@domain/checkout-pricing";
import { freightOfTerms } from "@domain/freight";
import { formatINR } from "@domain/money";
import type { CartDelivery } from "@domain/schemas/freight";
import { useTranslation } from "react-i18next";
import { PinCodeForm } from "@web/components/forms/pin-code-form";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Price } from "@web/components/ui/price";
import { formatDateWindow } from "@web/lib/format-date";
import { useCartCheck } from "../api/check-cart";
import type { CartLineView } from "../cart-line-view";
import { BuyerAccountNeeded } from "./buyer-account-needed";

interface CartSummaryProps {
  views: CartLineView[];
  /** Freight terms for the buyer's default address, from the cart's check (null: no address known yet). */
  delivery: CartDelivery | null | undefined;
  /** Why checkout is not possible yet, or null. */
  blockedReason: string | null;
  /** False for an account that cannot place orders (a seller): the summary explains instead of offering checkout. */
  canCheckout: boolean;
  onProceed: () => void;
}

/**
 * Subtotal, each seller's freight and delivery window, and the total, priced like checkout (domain/checkout-pricing)
 * from the sellers' freight rules for the buyer's default address or a PIN code typed here.
 */
export function CartSummary({ views, delivery: accountDelivery, blockedReason, canCheckout, onProceed }: CartSummaryProps) {
  const { t } = useTranslation("checkout");
  const [pinCode, setPinCode] = useState<string | null>(null);
  const typed = useCartCheck(pinCode ? views.map((v) => v.line) : [], pinCode);
  const delivery = pinCode ? typed.data?.delivery : accountDelivery;
  const priced = priceCheckout(
    views.map((v) => ({
      productId: v.line.productId,
      sellerId: v.line.sellerId,
      name: v.name,
      quantity: v.line.quantity,
      price: v.price,
      tieredPricing: v.tieredPricing,
      quote: v.line.quote,
    })),
    "online",
    delivery ? freightOfTerms(delivery.sellers) : undefined,
  );
  const gst = checkoutGst(priced, (productId) => views.find((v) => v.line.productId === productId)?.gstRateBasisPoints ?? null);
  const sellerName = (sellerId: string) => views.find((v) => v.line.sellerId === sellerId)?.line.sellerName ?? t("cart.unknownSeller");
  const terms = (sellerId: string) => delivery?.sellers.find((s) => s.sellerId === sellerId);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t("cart.summary")}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt>{t("cart.subtotal")}</dt>
            <dd className="text-right">
              <Price paise={priced.sellers.reduce((sum, s) => sum + s.goods, 0)} />
            </dd>
          </div>
          {delivery ? (
            priced.sellers.map((seller) => {
              const window = terms(seller.sellerId)?.window;
              return (
                <div key={seller.sellerId} className="flex flex-wrap justify-between gap-x-3" data-testid="cart-freight">
                  <dt>{t("freight.fromSeller", { name: sellerName(seller.sellerId) })}</dt>
                  <dd className="text-right">{seller.freight === 0 ? t("freight.free") : <Price paise={seller.freight} />}</dd>
                  {window ? (
                    <dd className="basis-full text-xs text-muted-foreground">
                      {t("freight.deliveryBy", { window: formatDateWindow(window.earliest, window.latest) })}
                    </dd>
                  ) : null}
                </div>
              );
            })
          ) : (
            <div className="flex justify-between gap-3">
              <dt>{t("freight.title")}</dt>
              <dd className="text-right text-muted-foreground">{t("freight.enterPin")}</dd>
            </div>
          )}
          <div className="flex flex-wrap justify-between gap-x-3 border-t border-border pt-2 text-base font-semibold">
            <dt>{t("cart.total")}</dt>
            <dd className="text-right" data-testid="cart-total">
              <Price paise={priced.total} />
            </dd>
            {gst ? (
              <dd className="basis-full text-right text-xs font-normal text-muted-foreground" data-testid="cart-total-gst">
                {t("cart.totalGst", { amount: formatINR(gst.total) })}
              </dd>
            ) : null}
          </div>
        </dl>
        {delivery ? (
          <p className="text-xs text-muted-foreground">
            {delivery.place ? t("freight.deliverTo", { pinCode: delivery.pinCode, district: delivery.place.district, state: delivery.place.state }) : t("freight.unlistedPin", { pinCode: delivery.pinCode })}
          </p>
        ) : null}
        <PinCodeForm
          labels={{ pinCode: t("freight.pinLabel"), check: t("freight.check"), invalid: t("freight.pinInvalid") }}
          busy={typed.isFetching}
          onPinCode={setPinCode}
        />
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
