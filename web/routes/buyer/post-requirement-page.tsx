import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageTitle } from "@web/components/ui/page-title";
import { RequirementForm } from "@web/features/requirements/components/requirement-form";

/** /buyer-dashboard/requirements/new: post a requirement; once posted, its page shows it and the answers to come. */
export default function PostRequirementPage() {
  const { t } = useTranslation("requirements");
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <Link to="/buyer-dashboard/requirements" className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("detail.back")}
      </Link>
      <PageTitle title={t("form.title")} description={t("form.description")} showDescription className="mb-2" />
      <RequirementForm onPosted={(requirementId) => void navigate(`/buyer-dashboard/requirements/${requirementId}`, { replace: true })} />
    </div>
  );
}
