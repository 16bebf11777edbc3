import { MessageSquareText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { LoadFailed } from "@web/features/buyer-orders/components/load-failed";
import { useMyReviews } from "@web/features/reviews/api/my-reviews";
import { MyReviewCard } from "@web/features/reviews/components/my-review-card";
import { useErrorToast } from "@web/lib/use-error-toast";

/** /buyer-dashboard/reviews: "My reviews", newest first, each editable for 30 days and deletable. */
export default function BuyerReviewsPage() {
  const { t } = useTranslation("reviews");
  const list = useMyReviews();
  useErrorToast(list.isError ? list.errorUpdatedAt : null, t("myReviews.loadFailed"));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("myReviews.title")} description={t("myReviews.description")} showDescription className="mb-2" />
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError && items.length === 0 ? (
        <LoadFailed title={t("myReviews.loadFailed")} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={MessageSquareText}
          title={t("myReviews.empty")}
          description={t("myReviews.emptyText")}
          action={
            <Button asChild variant="outline">
              <Link to="/buyer-dashboard/orders">{t("myReviews.goToOrders")}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul aria-label={t("myReviews.title")} className="flex flex-col gap-3">
            {items.map((review) => (
              <li key={review.id}>
                <MyReviewCard review={review} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="outline" className="self-center" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t("myReviews.loadMore")}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
