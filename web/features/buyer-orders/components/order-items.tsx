import type { BuyerOrderItem } from "@domain/schemas/buyer-orders";
import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Price } from "@web/components/ui/price";
import { formatINR } from "@domain/money";
import { ResponsiveImage } from "@web/components/ui/responsive-image";

interface OrderItemsProps {
  items: BuyerOrderItem[];
  /** Extra content under an item, composed by the page (the return or exchange action). */
  renderItemExtra?: (item: BuyerOrderItem) => ReactNode;
}

/** The order's lines with image, product link, quantity × unit price and line total. */
export function OrderItems({ items, renderItemExtra }: OrderItemsProps) {
  const { t } = useTranslation("buyer");
  return (
    <ul className="flex flex-col divide-y divide-border">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
          <div className="flex gap-3">
            {item.imageUrl ? (
              <ResponsiveImage mediaUrl={item.imageUrl} sizes="64px" alt="" width={64} height={64} className="size-16 shrink-0 rounded-md border border-border object-cover" />
            ) : (
              <span className="flex size-16 shrink-0 items-center justify-center rounded-md border border-border bg-muted">
                <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
                <span className="sr-only">{t("order.noImage")}</span>
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-4 gap-y-1">
              <div className="min-w-0">
                {item.productId ? (
                  <Link to={`/product/${item.productId}`} className="tap-target font-medium text-primary hover:underline">
                    {item.productName}
                  </Link>
                ) : (
                  <span className="font-medium">{item.productName}</span>
                )}
                <p className="text-sm text-muted-foreground">
                  {t("order.quantityTimesPrice", { quantity: item.quantity, price: formatINR(item.price) })}
                </p>
              </div>
              <Price paise={item.lineTotal} className="font-semibold" />
            </div>
          </div>
          {renderItemExtra ? renderItemExtra(item) : null}
        </li>
      ))}
    </ul>
  );
}
