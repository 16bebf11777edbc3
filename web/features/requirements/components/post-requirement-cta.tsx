import { ClipboardList } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";

/**
 * The marketplace's "Post a requirement" call to action. It links into the buyer dashboard, whose guard sends a
 * visitor to sign in and back to the form.
 */
export function PostRequirementCta() {
  const { t } = useTranslation("requirements");
  return (
    <aside aria-labelledby="post-requirement-heading" className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4 sm:flex-row sm:items-center">
      <ClipboardList aria-hidden="true" className="hidden size-8 shrink-0 text-primary sm:block" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="post-requirement-heading" className="font-semibold">
          {t("cta.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("cta.text")}</p>
      </div>
      <Button asChild className="self-start sm:self-center">
        <Link to="/buyer-dashboard/requirements/new">{t("cta.button")}</Link>
      </Button>
    </aside>
  );
}
