import { AlertTriangle, Package, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { gstRatePercent } from "@domain/gst-rates";
import { formatINR } from "@domain/money";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Price } from "@web/components/ui/price";
import type { CartLineView } from "../cart-line-view";
import { QuantityInput } from "./quantity-input";
import { ResponsiveImage } from "@web/components/ui/responsive-image";

/** One cart line: image, name, seller, quantity, unit and line price, remove, and any problem the catalogue reports. */
/** A quoted line shows its "Quoted price" and a fixed quantity instead of the quantity input. */
export function CartLineItem({
  view,
  onQuantity,
  onRemove,
}: {
  view: CartLineView;
  onQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}) {
  const { t } = useTranslation("checkout");
  const { line } = view;
  return (
    <li className="flex flex-col gap-3 border-b border-border py-4 last:border-b-0 sm:flex-row">
      <div className="flex gap-3 sm:flex-1">
        {line.imageUrl ? (
          <ResponsiveImage mediaUrl={line.imageUrl} sizes="80px" alt="" width={80} height={80} className="size-20 shrink-0 rounded-md border border-border object-cover" />
        ) : (
          <div className="flex size-20 shrink-0 items-center justify-center rounded-md bg-muted" aria-hidden="true">
            <Package className="size-8 text-muted-foreground" />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <Link to={`/product/${line.productId}`} className="font-medium hover:underline">
            {view.name}
          </Link>
          <p className="text-sm text-muted-foreground">{t("cart.seller", { name: line.sellerName ?? t("cart.unknownSeller") })}</p>
          {view.quoted ? (
            <Badge variant="success" className="self-start">
              {t("cart.quotedPrice")}
            </Badge>
          ) : null}
          <p className="text-sm">
            {t("cart.unitPrice", { price: formatINR(view.unitPrice) })}
            {view.tierQuantity !== null ? (
              <span className="ml-2 text-xs text-green-700">{t("cart.tierApplied", { quantity: view.tierQuantity })}</span>
            ) : null}
          </p>
          {view.quoted ? null : <p className="text-xs text-muted-foreground">{t("cart.minOrder", { count: view.minOrderQuantity })}</p>}
          <LineNotices view={view} />
        </div>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3 sm:flex-col sm:flex-nowrap sm:items-end">
        {view.quoted ? (
          <p className="text-sm font-medium" data-testid="quoted-quantity">
            {t("cart.quotedQuantity", { count: line.quantity })}
          </p>
        ) : (
          <QuantityInput
            value={line.quantity}
            minimum={view.minOrderQuantity}
            maximum={view.maxQuantity}
            productName={view.name}
            onChange={(quantity) => onQuantity(line.productId, quantity)}
          />
        )}
        <div className="flex items-center gap-2">
          <span className="sr-only">{t("cart.lineTotal")}</span>
          <Price paise={view.lineTotal} className="font-semibold" />
          <Button variant="ghost" size="icon" aria-label={t("cart.remove", { name: view.name })} onClick={() => onRemove(line.productId)}>
            <Trash2 className="text-destructive" />
          </Button>
        </div>
        {view.gst !== null && view.gstRateBasisPoints !== null ? (
          <p className="text-xs text-muted-foreground" data-testid="cart-line-gst">
            {t("cart.lineGst", { amount: formatINR(view.gst), rate: gstRatePercent(view.gstRateBasisPoints) })}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function LineNotices({ view }: { view: CartLineView }) {
  const { t } = useTranslation("checkout");
  const flag = view.flag;
  return (
    <>
      {flag ? (
        <p className="flex items-center gap-1 text-sm font-medium text-destructive" role="note">
          <AlertTriangle aria-hidden="true" className="size-4" />
          {flag.kind === "lowStock" || flag.kind === "belowMinimum" ? t(`cart.flags.${flag.kind}`, { count: flag.count }) : t(`cart.flags.${flag.kind}`)}
        </p>
      ) : null}
      {view.repricedFrom !== null ? (
        <p className="text-sm text-amber-800" role="note">
          {t("cart.flags.repriced", { before: formatINR(view.repricedFrom), after: formatINR(view.unitPrice) })}
        </p>
      ) : null}
    </>
  );
}
