import { Megaphone, PackagePlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { useBuyLeads } from "@web/features/buy-leads/api/list-buy-leads";
import { BuyLeadCard } from "@web/features/buy-leads/components/buy-lead-card";
import { LoadFailed } from "@web/features/buyer-orders/components/load-failed";
import { useCategoryName } from "@web/lib/category-text";
import { useCurrentUser } from "@web/lib/current-user";
import { useErrorToast } from "@web/lib/use-error-toast";

/**
 * /seller-dashboard/buy-leads: buyers' requirements in the categories of the seller's active products, newest first.
 * A seller with no active product has no category, hence no leads: the empty state says so and how to change it.
 */
export default function SellerBuyLeadsPage() {
  const { t } = useTranslation("requirements");
  const categoryName = useCategoryName();
  const { data: me } = useCurrentUser();
  const leads = useBuyLeads();
  useErrorToast(leads.isError ? leads.errorUpdatedAt : null, t("buyLeads.loadFailed"));
  const items = leads.data?.pages.flatMap((page) => page.items) ?? [];
  const categories = leads.data?.pages[0]?.categories ?? [];

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("buyLeads.title")} description={t("buyLeads.description")} showDescription className="mb-0" />
      {categories.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t("buyLeads.categories", { categories: categories.map(categoryName).join(", ") })}
          {me && !me.profile.isVerified ? ` ${t("buyLeads.headStart")}` : null}
        </p>
      ) : null}
      {leads.isPending ? (
        <PageSpinner />
      ) : leads.isError && items.length === 0 ? (
        <LoadFailed title={t("buyLeads.loadFailed")} onRetry={() => void leads.refetch()} />
      ) : categories.length === 0 ? (
        <EmptyState
          icon={PackagePlus}
          title={t("buyLeads.noCategories")}
          description={t("buyLeads.noCategoriesText")}
          action={
            <Button asChild>
              <Link to="/seller-dashboard/products">{t("buyLeads.addProducts")}</Link>
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState icon={Megaphone} title={t("buyLeads.empty")} description={t("buyLeads.emptyText")} />
      ) : (
        <>
          <ul aria-label={t("buyLeads.title")} className="flex flex-col gap-3">
            {items.map((lead) => (
              <li key={lead.id}>
                <BuyLeadCard lead={lead} />
              </li>
            ))}
          </ul>
          {leads.hasNextPage ? (
            <Button variant="outline" className="self-center" onClick={() => void leads.fetchNextPage()} disabled={leads.isFetchingNextPage}>
              {t("buyLeads.loadMore")}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
