import { categoryPath } from "@domain/categories";
import type { CategorySummary } from "@domain/schemas/catalog";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useCategories } from "../api/get-categories";
import { useErrorToast } from "../use-error-toast";

function CategoryCard({ category, eager }: { category: CategorySummary; eager: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <img
        src={category.imageUrl}
        alt=""
        width={400}
        height={300}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[16/9] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="flex items-center justify-between gap-2 font-semibold">
          <Link to={categoryPath(category.name)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {category.name}
          </Link>
          <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5" />
        </h3>
        <p className="text-sm text-muted-foreground">{category.description}</p>
      </div>
    </article>
  );
}

/** The 13 category cards, each leading to /products/category/{name}. */
export function CategoryGrid({ headingId }: { headingId: string }) {
  const { t } = useTranslation("catalog");
  const { t: tc } = useTranslation();
  const { data, isPending, isError, errorUpdatedAt, refetch } = useCategories();
  useErrorToast(errorUpdatedAt, t("marketplace.categoriesErrorTitle"), t("marketplace.categoriesErrorText"));

  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <EmptyState
        title={t("marketplace.categoriesErrorTitle")}
        description={t("marketplace.categoriesErrorText")}
        action={<Button onClick={() => void refetch()}>{tc("retry")}</Button>}
      />
    );
  }
  return (
    <ul aria-labelledby={headingId} className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {data.items.map((category, index) => (
        <li key={category.slug}>
          <CategoryCard category={category} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
