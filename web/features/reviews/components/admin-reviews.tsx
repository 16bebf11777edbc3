import { ADMIN_REVIEW_FILTERS, type AdminReviewFilter } from "@domain/schemas/admin-reviews";
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
import { useAdminReviews } from "../api/admin-reviews";
import { AdminReviewCard } from "./admin-review-card";

/** The console's Reviews: reported (longest waiting first), hidden and all reviews, each with its decisions. */
export function AdminReviews() {
  const { t } = useTranslation("reviews");
  const [filter, setFilter] = useState<AdminReviewFilter>("reported");
  const pages = useCursorPages<string>();
  const reviews = useAdminReviews(filter, pages.cursor);
  useErrorToast(reviews.isError ? reviews.errorUpdatedAt : null, t("adminReviews.loadFailed"));

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("adminReviews.title")} description={t("adminReviews.description")} showDescription className="mb-2" />
      <Tabs
        value={filter}
        onValueChange={(value) => {
          setFilter(ADMIN_REVIEW_FILTERS.find((f) => f === value) ?? "reported");
          pages.reset();
        }}
      >
        <TabsList aria-label={t("adminReviews.filterLabel")}>
          {ADMIN_REVIEW_FILTERS.map((f) => (
            <TabsTrigger key={f} value={f}>
              {t(`adminReviews.filters.${f}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_REVIEW_FILTERS.map((f) => (
          <TabsContent key={f} value={f} className="flex flex-col gap-3">
            {!reviews.data ? (
              <Spinner />
            ) : reviews.data.items.length === 0 ? (
              <EmptyState icon={Star} title={t(`adminReviews.none.${f}`)} />
            ) : (
              reviews.data.items.map((review) => <AdminReviewCard key={review.id} review={review} />)
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
