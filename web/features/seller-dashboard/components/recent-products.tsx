import { formatINR } from "@domain/money";
import type { SellerProductRow } from "@domain/schemas/seller-products";
import { PackagePlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { MediaThumbnail } from "@web/components/ui/media-thumbnail";
import { useCategoryName } from "@web/lib/category-text";
import { formatNumber } from "@web/lib/format-date";

/** The 5 newest products: first media, name, category, price and stock; or the way to list the first one. */
export function RecentProducts({ products }: { products: SellerProductRow[] }) {
  const { t } = useTranslation("seller-dashboard");
  const categoryName = useCategoryName();
  return (
    <section aria-labelledby="seller-recent-products" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="seller-recent-products" className="text-xl font-semibold">
          {t("recent.title")}
        </h2>
        {products.length > 0 ? (
          <Button asChild variant="link" className="px-0">
            <Link to="/seller-dashboard/products">{t("recent.viewAll")}</Link>
          </Button>
        ) : null}
      </div>
      {products.length === 0 ? (
        <EmptyState
          icon={PackagePlus}
          title={t("recent.empty")}
          action={
            <Button asChild>
              <Link to="/seller-dashboard/products">{t("recent.addFirst")}</Link>
            </Button>
          }
          className="rounded-lg border border-dashed border-border"
        />
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card">
          {products.map((product) => (
            <li key={product.id} className="flex items-center gap-3 p-3">
              <MediaThumbnail media={product.thumbnail} size={56} videoLabel={t("recent.video")} noImageLabel={t("recent.noImage")} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{product.name}</p>
                <p className="truncate text-sm text-muted-foreground">{categoryName(product.category)}</p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold tabular-nums">{formatINR(product.listPrice)}</p>
                <p className="text-sm text-muted-foreground">{t("recent.units", { stock: formatNumber(product.stock) })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
