import { formatINR } from "@domain/money";
import type { SellerOrderItem } from "@domain/schemas/seller-orders";
import { ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Price } from "@web/components/ui/price";
import { ResponsiveImage } from "@web/components/ui/responsive-image";

/** The order's lines: image, name, quantity × unit price, line total. */
export function OrderItems({ items }: { items: SellerOrderItem[] }) {
  const { t } = useTranslation("seller-orders");
  return (
    <ul className="flex flex-col divide-y divide-border">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          {item.imageUrl ? (
            <ResponsiveImage mediaUrl={item.imageUrl} sizes="56px" alt="" width={56} height={56} className="size-14 shrink-0 rounded-md border border-border object-cover" />
          ) : (
            <span className="flex size-14 shrink-0 items-center justify-center rounded-md border border-border bg-muted">
              <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
              <span className="sr-only">{t("noImage")}</span>
            </span>
          )}
          <div className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-4 gap-y-1">
            <div className="min-w-0">
              <p className="font-medium break-words">{item.productName}</p>
              <p className="text-sm text-muted-foreground">
                {t("quantityTimesPrice", { quantity: item.quantity, price: formatINR(item.price) })}
              </p>
            </div>
            <Price paise={item.lineTotal} className="font-semibold" />
          </div>
        </li>
      ))}
    </ul>
  );
}
