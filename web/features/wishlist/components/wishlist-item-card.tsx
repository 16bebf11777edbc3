import { formatINR } from "@domain/money";
import { displayPrice } from "@domain/pricing";
import type { WishlistItem } from "@domain/schemas/wishlist";
import { ImageOff, ShoppingCart, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { VerifiedBadge } from "@web/components/ui/verified-badge";
import { cn } from "@web/lib/cn";
import { ResponsiveImage } from "@web/components/ui/responsive-image";

interface WishlistItemCardProps {
  item: WishlistItem;
  onAddToCart: (item: WishlistItem) => void;
  onRemove: (item: WishlistItem) => void;
  removing?: boolean;
}

/** A saved product: what it costs now, whether it can be bought, add to cart at the minimum order, or remove. */
export function WishlistItemCard({ item, onAddToCart, onRemove, removing = false }: WishlistItemCardProps) {
  const { t } = useTranslation("buyer");
  const price = displayPrice(item);
  const buyable = item.isActive && item.stock >= item.minOrderQuantity;
  const availability = !item.isActive
    ? t("wishlist.unavailable")
    : item.stock < item.minOrderQuantity
      ? t("wishlist.outOfStock")
      : t("wishlist.inStock", { count: item.stock });

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        {item.imageUrl ? (
          <ResponsiveImage mediaUrl={item.imageUrl} sizes="80px" alt="" width={80} height={80} className="size-20 shrink-0 rounded-md border border-border object-cover" />
        ) : (
          <span className="flex size-20 shrink-0 items-center justify-center rounded-md border border-border bg-muted">
            <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-0.5">
          <Link to={`/product/${item.productId}`} className="font-medium text-primary hover:underline">
            {item.name}
          </Link>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            {item.seller.companyName ?? "—"}
            {item.seller.isVerified ? <VerifiedBadge /> : null}
          </p>
          <p className="text-sm">
            <span className="font-semibold">{price === null ? t("wishlist.priceNotAvailable") : formatINR(price)}</span>{" "}
            <span className="text-muted-foreground">{t("wishlist.perUnit")}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            {t("wishlist.minOrder", { count: item.minOrderQuantity })} ·{" "}
            <span className={cn(buyable ? "text-green-700" : "text-destructive")}>{availability}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col">
        <Button size="sm" onClick={() => onAddToCart(item)} disabled={!buyable}>
          <ShoppingCart aria-hidden="true" />
          {t("wishlist.addToCart")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onRemove(item)}
          disabled={removing}
          aria-label={t("wishlist.removeLabel", { name: item.name })}
        >
          <Trash2 aria-hidden="true" />
          {t("wishlist.remove")}
        </Button>
      </div>
    </Card>
  );
}
