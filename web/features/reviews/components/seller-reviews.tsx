import { SELLER_REVIEW_FILTERS, type SellerReviewFilter } from "@domain/schemas/seller-reviews";
import { Star } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CursorPager } from "@web/components/ui/cursor-pager";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useCursorPages } from "@web/lib/use-cursor-pages";
import { useErrorToast } from "@web/lib/use-error-toast";
import { useSellerReviews } from "../api/seller-reviews";
import { SellerRatingSummary } from "./seller-rating-summary";
import { SellerReviewCard } from "./seller-review-card";

/** /seller-dashboard/reviews: the seller's rating, its products' reviews (all or awaiting a reply), and replies. */
export function SellerReviews() {
  const { t } = useTranslation("reviews");
  const [filter, setFilter] = useState<SellerReviewFilter>("all");
  const pages = useCursorPages<string>();
  const reviews = useSellerReviews(filter, pages.cursor);
  useErrorToast(reviews.isError ? reviews.errorUpdatedAt : null, t("sellerReviews.loadFailed"));

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("sellerReviews.title")} description={t("sellerReviews.description")} showDescription className="mb-2" />
      {reviews.data ? <SellerRatingSummary summary={reviews.data.summary} /> : null}
      <Tabs
        value={filter}
        onValueChange={(value) => {
          setFilter(SELLER_REVIEW_FILTERS.find((f) => f === value) ?? "all");
          pages.reset();
        }}
      >
        <TabsList aria-label={t("sellerReviews.filterLabel")}>
          {SELLER_REVIEW_FILTERS.map((f) => (
            <TabsTrigger key={f} value={f}>
              {t(`sellerReviews.filters.${f}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SELLER_REVIEW_FILTERS.map((f) => (
          <TabsContent key={f} value={f} className="flex flex-col gap-3">
            {!reviews.data ? (
              <Spinner />
            ) : reviews.data.items.length === 0 ? (
              <EmptyState icon={Star} title={t(f === "all" ? "sellerReviews.none" : "sellerReviews.noneAwaiting")} />
            ) : (
              reviews.data.items.map((review) => <SellerReviewCard key={review.id} review={review} />)
            )}
          </TabsContent>
        ))}
      </Tabs>
      <CursorPager
        isFirst={pages.isFirst}
        hasNext={Boolean(reviews.data?.nextCursor)}
        onFirst={pages.reset}
        onNext={() => reviews.data?.nextCursor && pages.next(reviews.data.nextCursor)}
        firstLabel={t("moderation.firstPage")}
        nextLabel={t("moderation.nextPage")}
      />
    </div>
  );
}
