import { checkoutGst } from "@domain/checkout-gst";
import { priceCheckout } from "@domain/checkout-pricing";
import { freightOfTerms } from "@domain/freight";
import { gstRatePercent } from "@domain/gst-rates";
import { formatINR } from "@domain/money";
import type { PaymentMethod } from "@domain/orders";
import { amountDueOnDelivery } from "@domain/pricing";
import type { CartDelivery } from "@domain/schemas/freight";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Price } from "@web/components/ui/price";
import { formatDateWindow } from "@web/lib/format-date";
import type { CheckoutLine } from "../checkout-line";

/**
 * The order summary, grouped by seller because one order per seller is created, each with its freight to the
 * delivery PIN code and its delivery window. Priced with the same domain rules as the server, which prices the
 * checkout again from the catalogue and the sellers' freight rules, and is the one that charges.
 */
export function CheckoutSummary({
  lines,
  paymentMethod,
  lineErrors = {},
  delivery = null,
}: {
  lines: CheckoutLine[];
  paymentMethod: PaymentMethod;
  lineErrors?: Readonly<Record<string, string>>;
  /** The sellers' freight terms for the delivery address's PIN code, or null until a valid one is entered. */
  delivery?: CartDelivery | null;
}) {
  const { t } = useTranslation("checkout");
  const priced = priceCheckout(lines, paymentMethod, delivery ? freightOfTerms(delivery.sellers) : undefined);
  const rateOf = (productId: string) => lines.find((l) => l.productId === productId)?.gstRateBasisPoints ?? null;
  // Listed prices include GST: what is paid stays the same, the summary says how much of it is tax.
  const gst = checkoutGst(priced, rateOf);
  const window = (sellerId: string) => delivery?.sellers.find((s) => s.sellerId === sellerId)?.window;
  const sellerName = (sellerId: string) => lines.find((l) => l.sellerId === sellerId)?.sellerName ?? t("cart.unknownSeller");
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t("summary.title")}</h2>
        <p className="text-sm text-muted-foreground">{t("summary.oneOrderPerSeller")}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {priced.sellers.map((seller) => (
          <section key={seller.sellerId} aria-label={t("summary.sellerGroup", { name: sellerName(seller.sellerId) })} className="flex flex-col gap-2 border-b border-border pb-3">
            <h3 className="text-sm font-semibold">{t("summary.sellerGroup", { name: sellerName(seller.sellerId) })}</h3>
            <ul className="flex flex-col gap-1 text-sm">
              {priced.lines
                .filter((l) => l.sellerId === seller.sellerId)
                .map((l) => (
                  <li key={l.productId} className="flex flex-col gap-1">
                    <span className="flex justify-between gap-3">
                      <span className="min-w-0">
                        <span className="block truncate">{l.name}</span>
                        <span className="text-xs text-muted-foreground">
                          {t("summary.lineDetail", { quantity: l.quantity, price: formatINR(l.unitPrice) })}
                          {l.quoteId ? <span className="ml-2 text-green-700">{t("cart.quotedPrice")}</span> : null}
                        </span>
                      </span>
                      <Price paise={l.lineTotal} />
                    </span>
                    {gst ? (
                      <span className="text-xs text-muted-foreground" data-testid="checkout-line-gst">
                        {t("cart.lineGst", { amount: formatINR(gst.lines.get(l.productId) ?? 0), rate: gstRatePercent(rateOf(l.productId) ?? 0) })}
                      </span>
                    ) : null}
                    {lineErrors[l.productId] ? (
                      <span role="alert" className="text-sm text-destructive">
                        {lineErrors[l.productId]}
                      </span>
                    ) : null}
                  </li>
                ))}
            </ul>
            <p className="flex justify-between text-sm" data-testid="seller-freight">
              <span>{t("freight.sellerFreight")}</span>
              {delivery === null ? (
                <span className="text-muted-foreground">{t("freight.enterPin")}</span>
              ) : seller.freight === 0 ? (
                <span>{t("freight.free")}</span>
              ) : (
                <Price paise={seller.freight} />
              )}
            </p>
            {window(seller.sellerId) ? (
              <p className="text-xs text-muted-foreground" data-testid="seller-delivery">
                {t("freight.deliveryBy", { window: formatDateWindow(window(seller.sellerId)!.earliest, window(seller.sellerId)!.latest) })}
              </p>
            ) : null}
            <p className="flex justify-between text-sm font-medium">
              <span>{t("summary.sellerTotal")}</span>
              <Price paise={seller.total} />
            </p>
          </section>
        ))}
        <dl className="grid grid-cols-[1fr_auto] gap-2 text-sm">
          <dt className="text-base font-semibold">{t("summary.total")}</dt>
          <dd className="text-right text-base font-semibold" data-testid="checkout-total">
            <Price paise={priced.total} />
          </dd>
          {gst ? (
            <dd className="col-span-2 text-right text-xs text-muted-foreground" data-testid="checkout-total-gst">
              {t("cart.totalGst", { amount: formatINR(gst.total) })}
            </dd>
          ) : null}
          {paymentMethod === "cod" ? (
            <>
              <dt>{t("summary.advance")}</dt>
              <dd className="text-right font-semibold" data-testid="checkout-advance">
                <Price paise={priced.payNow} />
              </dd>
              <dt>{t("summary.dueOnDelivery")}</dt>
              <dd className="text-right" data-testid="checkout-due">
                <Price paise={amountDueOnDelivery(priced.total, priced.payNow)} />
              </dd>
            </>
          ) : (
            <>
              <dt>{t("summary.payNow")}</dt>
              <dd className="text-right font-semibold">
                <Price paise={priced.payNow} />
              </dd>
            </>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
