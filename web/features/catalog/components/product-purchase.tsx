import { gstRateBasisPoints } from "@domain/gst-rates";
import { taxOf, taxOfAmount } from "@domain/line-tax";
import { formatINR } from "@domain/money";
import { applicableUnitPrice, clampQuantity, displayPrice, lineTotal } from "@domain/pricing";
import type { ProductDetail } from "@domain/schemas/catalog";
import { MAX_LINE_QUANTITY } from "@domain/checkout-limits";
import { ShoppingCart } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { QuantityStepper } from "./quantity-stepper";
import { TierPricingTable } from "./tier-pricing-table";

interface ProductPurchaseProps {
  product: ProductDetail;
  onAddToCart: (quantity: number) => void;
  /** The Wishlist control, composed in by the page (the wishlist is its own feature). */
  wishlistButton?: ReactNode;
  /** Contact Seller / Get Best Price, composed in by the page (enquiries are their own feature). */
  contactButton?: ReactNode;
}

/** Price, stock, the quantity stepper, the line total at that quantity, Add to Cart and the bulk pricing table. */
export function ProductPurchase({ product, onAddToCart, wishlistButton, contactButton }: ProductPurchaseProps) {
  const { t } = useTranslation("catalog");
  // The stepper stays within the stock, and within the most one checkout line may hold.
  const maxQuantity = Math.max(product.minOrderQuantity, Math.min(product.stock, MAX_LINE_QUANTITY));
  const limits = { minOrderQuantity: product.minOrderQuantity, stock: maxQuantity };
  const [quantity, setQuantity] = useState(() => clampQuantity(product.minOrderQuantity, limits));
  const canBuy = product.stock >= product.minOrderQuantity;
  const unitPrice = applicableUnitPrice(product, quantity);
  const purchasable = canBuy && unitPrice > 0;
  // The headline follows the tier the chosen quantity reaches (the price the server will charge), as the line does.
  const price = unitPrice > 0 ? unitPrice : displayPrice(product);

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-3xl font-bold tabular-nums" data-testid="headline-price">
          {price === null ? t("product.priceNotAvailable") : formatINR(price)}
          {price === null ? null : <span className="text-base font-normal text-muted-foreground"> {t("product.perUnit")}</span>}
        </p>
        {price === null ? null : (
          <p className="text-sm text-muted-foreground" data-testid="price-gst">
            {t("product.inclGst", { rate: product.gstRate })}
          </p>
        )}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("product.minOrder")}</dt>
          <dd className="font-medium">{t("product.units", { count: product.minOrderQuantity })}</dd>
          <dt className="text-muted-foreground">{t("product.stock")}</dt>
          <dd className={canBuy ? "font-medium text-success" : "font-medium text-destructive"}>
            {product.stock === 0
              ? t("product.outOfStock")
              : canBuy
                ? t("product.inStock", { count: product.stock })
                : t("product.belowMinimum", { stock: product.stock, minOrder: product.minOrderQuantity })}
          </dd>
        </dl>
      </div>

      <QuantityStepper
        value={quantity}
        min={product.minOrderQuantity}
        max={maxQuantity}
        onChange={setQuantity}
        disabled={!canBuy}
      />

      {purchasable ? (
        <div className="rounded-lg bg-muted p-3" aria-live="polite">
          <p className="flex items-baseline justify-between gap-2">
            <span className="font-medium">{t("product.lineTotal")}</span>
            <span className="text-xl font-bold tabular-nums" data-testid="line-total">
              {formatINR(lineTotal(unitPrice, quantity))}
            </span>
          </p>
          <p className="text-sm text-muted-foreground">
            {t("product.unitPriceAt", { price: formatINR(unitPrice), count: quantity })}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="line-gst">
            {t("product.lineGst", { amount: formatINR(taxOf(taxOfAmount(lineTotal(unitPrice, quantity), gstRateBasisPoints(product.gstRate), false))) })}
          </p>
        </div>
      ) : null}

      {/* Stacked on phones, each button its full 44 px tall (flex-1 in a column would squeeze it to its text). */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="lg" className="sm:flex-1" disabled={!purchasable} onClick={() => onAddToCart(quantity)}>
          <ShoppingCart aria-hidden="true" />
          {t("product.addToCart")}
        </Button>
        {wishlistButton}
        {contactButton}
      </div>

      <TierPricingTable
        price={product.price}
        tieredPricing={product.tieredPricing}
        minOrderQuantity={product.minOrderQuantity}
        quantity={quantity}
      />
    </div>
  );
}
