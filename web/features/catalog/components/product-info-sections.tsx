import { categoryPath } from "@domain/categories";
import type { ProductDetail } from "@domain/schemas/catalog";
import { type LucideIcon, ShieldCheck, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useCategoryName } from "@web/lib/category-text";
import { formatDate } from "@web/lib/format-date";

/** Specifications, description, delivery and quality cards, then `reviews` (composed in by the page). */
export function ProductInfoSections({ product, reviews }: { product: ProductDetail; reviews?: ReactNode }) {
  const { t } = useTranslation("catalog");
  const categoryName = useCategoryName();
  const specs: [string, ReactNode][] = [
    [
      t("specs.category"),
      <Link key="category" to={categoryPath(product.category)} className="tap-target text-primary hover:underline">
        {categoryName(product.category)}
      </Link>,
    ],
    [t("specs.stock"), product.stock === 0 ? t("product.outOfStock") : t("product.units", { count: product.stock })],
    [t("specs.active"), product.isActive ? t("specs.yes") : t("specs.no")],
    [t("specs.minOrder"), t("product.units", { count: product.minOrderQuantity })],
    [t("specs.listedOn"), formatDate(product.createdAt)],
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="specs-heading" className="flex flex-col gap-3">
        <h2 id="specs-heading" className="text-lg font-semibold">
          {t("specs.heading")}
        </h2>
        <dl className="divide-y divide-border rounded-lg border border-border text-sm">
          {specs.map(([term, value]) => (
            <div key={term} className="grid grid-cols-[10rem_1fr] gap-2 px-3 py-2">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="description-heading" className="flex flex-col gap-3">
        <h2 id="description-heading" className="text-lg font-semibold">
          {t("description.heading")}
        </h2>
        <p className="whitespace-pre-line text-sm leading-relaxed text-muted-foreground">
          {product.description || t("description.empty")}
        </p>
      </section>
      <div className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
        <InfoCard icon={Truck} title={t("delivery.title")} text={t("delivery.text")} />
        <InfoCard icon={ShieldCheck} title={t("quality.title")} text={t("quality.text")} />
      </div>
      {reviews}
    </div>
  );
}

function InfoCard({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-1.5">
          <CardTitle className="text-base">{title}</CardTitle>
          <CardDescription>{text}</CardDescription>
        </div>
      </CardHeader>
    </Card>
  );
}
