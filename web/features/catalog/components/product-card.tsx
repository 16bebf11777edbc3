import { PRODUCT_IMAGE_SIZES } from "@domain/media-variants";
import { formatINR } from "@domain/money";
import { displayPrice } from "@domain/pricing";
import type { ProductSummary } from "@domain/schemas/catalog";
import { ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { VerifiedBadge } from "@web/components/ui/verified-badge";
import { CardRating } from "./card-rating";
import { ProductMediaView } from "./product-media-view";

/**
 * A product in a grid: first media, name (the link), its rating (when it has reviews), seller (a link to its page)
 * with tick, price or first tier price or N/A, minimum order.
 */
export function ProductCard({ product, eagerImage = false }: { product: ProductSummary; eagerImage?: boolean }) {
  const { t } = useTranslation("catalog");
  const price = displayPrice(product);
  const outOfStock = product.stock < product.minOrderQuantity;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="relative aspect-square bg-muted">
        {product.thumbnail ? (
          <ProductMediaView
            mediaUrl={product.thumbnail.mediaUrl}
            mediaType={product.thumbnail.mediaType}
            alt=""
            width={400}
            height={400}
            sizes={PRODUCT_IMAGE_SIZES.card}
            eager={eagerImage}
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-8" />
            <span className="text-xs">{t("card.noImage")}</span>
          </div>
        )}
        {outOfStock ? (
          <Badge variant="destructive" className="absolute left-2 top-2">
            {t("card.outOfStock")}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug">
          {/* The link covers the whole card, so the card is one tap target and one tab stop. */}
          <Link to={`/product/${product.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </h3>
        {/* Above the seller's line, whose tap target grows down over the price. */}
        <CardRating rating={product.rating} />
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          {/*
            Above the card's link, so the seller's name opens the seller's page (its own tab stop); a 40 px tall tap
            target that takes the room of its 24 px line (bottom padding given back by a negative margin), growing
            down over the price rather than up over the product's name, another target.
          */}
          <Link
            to={`/seller/${product.seller.id}`}
            className="relative z-10 -mb-4 truncate pb-4 leading-6 underline-offset-2 hover:text-foreground hover:underline"
          >
            {product.seller.companyName}
          </Link>
          {product.seller.isVerified ? <VerifiedBadge className="shrink-0" /> : null}
        </p>
        <p className="mt-auto pt-1">
          <span className="text-base font-bold tabular-nums">
            {price === null ? t("card.priceNotAvailable") : formatINR(price)}
          </span>
          {price === null ? null : <span className="text-xs text-muted-foreground"> {t("card.perUnit")}</span>}
        </p>
        <p className="text-xs text-muted-foreground">{t("card.minOrder", { count: product.minOrderQuantity })}</p>
      </div>
    </article>
  );
}
