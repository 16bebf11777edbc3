import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { PageTitle } from "@web/components/ui/page-title";
import { ThreadList } from "@web/features/conversations/components/thread-list";

/** /buyer-dashboard/enquiries: the buyer's conversations with sellers, most recently active first. */
export default function BuyerEnquiriesPage() {
  const { t } = useTranslation("conversations");
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("list.title")} description={t("list.descriptionBuyer")} showDescription className="mb-2" />
      <ThreadList
        side="buyer"
        basePath="/buyer-dashboard/enquiries"
        emptyAction={
          <Button asChild>
            <Link to="/products">{t("list.browse")}</Link>
          </Button>
        }
      />
    </div>
  );
}
