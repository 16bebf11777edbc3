import { ArrowLeft, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { LoadFailed } from "@web/features/buyer-orders/components/load-failed";
import { useRequirement } from "@web/features/requirements/api/get-requirement";
import { CancelRequirementButton } from "@web/features/requirements/components/cancel-requirement-button";
import { RequirementAnswers } from "@web/features/requirements/components/requirement-answers";
import { RequirementFacts } from "@web/features/requirements/components/requirement-facts";
import { RequirementStateBadge } from "@web/features/requirements/components/requirement-state-badge";
import { hasErrorCode } from "@web/lib/api-client";
import { useCategoryName } from "@web/lib/category-text";

/** /buyer-dashboard/requirements/:requirementId: the requirement, Cancel while open, and the sellers' answers. */
export default function BuyerRequirementDetailPage() {
  const { t } = useTranslation("requirements");
  const categoryName = useCategoryName();
  const { requirementId = "" } = useParams();
  const query = useRequirement(requirementId);
  const requirement = query.data;

  return (
    <div className="flex flex-col gap-4">
      <Link to="/buyer-dashboard/requirements" className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("detail.back")}
      </Link>
      {query.isPending ? (
        <PageSpinner />
      ) : hasErrorCode(query.error, "REQUIREMENT_NOT_FOUND") ? (
        <EmptyState icon={SearchX} title={t("detail.notFound")} description={t("detail.notFoundText")} />
      ) : !requirement ? (
        <LoadFailed title={t("list.loadFailed")} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <PageTitle
            title={requirement.productName}
            actions={requirement.state === "open" ? <CancelRequirementButton requirement={requirement} /> : null}
            className="mb-0"
          />
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <RequirementStateBadge state={requirement.state} />
            <span>{categoryName(requirement.category)}</span>
            <span aria-hidden="true">·</span>
            <span>{t("list.responses", { count: requirement.responses })}</span>
          </div>
          <div className="rounded-lg border bg-card p-4">
            <RequirementFacts requirement={requirement} />
          </div>
          <RequirementAnswers requirement={requirement} />
        </>
      )}
    </div>
  );
}
