import { ClipboardList, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { LoadFailed } from "@web/features/buyer-orders/components/load-failed";
import { useRequirementList } from "@web/features/requirements/api/list-requirements";
import { RequirementCard } from "@web/features/requirements/components/requirement-card";
import { useErrorToast } from "@web/lib/use-error-toast";

/** /buyer-dashboard/requirements: the buyer's posted requirements, newest first, with their state and responses. */
export default function BuyerRequirementsPage() {
  const { t } = useTranslation("requirements");
  const list = useRequirementList();
  useErrorToast(list.isError ? list.errorUpdatedAt : null, t("list.loadFailed"));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const postButton = (
    <Button asChild>
      <Link to="/buyer-dashboard/requirements/new">
        <Plus aria-hidden="true" />
        {t("list.post")}
      </Link>
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("list.title")} description={t("list.description")} showDescription actions={items.length > 0 ? postButton : null} className="mb-2" />
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError && items.length === 0 ? (
        <LoadFailed title={t("list.loadFailed")} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={ClipboardList} title={t("list.empty")} description={t("list.emptyText")} action={postButton} />
      ) : (
        <>
          <ul aria-label={t("list.title")} className="flex flex-col gap-3">
            {items.map((requirement) => (
              <li key={requirement.id}>
                <RequirementCard requirement={requirement} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="outline" className="self-center" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t("list.loadMore")}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
