import { useTranslation } from "react-i18next";
import { PageTitle } from "@web/components/ui/page-title";
import { ThreadList } from "@web/features/conversations/components/thread-list";

/** /seller-dashboard/enquiries: the seller's conversations with buyers, most recently active first. */
export default function SellerEnquiriesPage() {
  const { t } = useTranslation("conversations");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <PageTitle title={t("list.title")} description={t("list.descriptionSeller")} showDescription className="mb-2" />
      <ThreadList side="seller" basePath="/seller-dashboard/enquiries" />
    </div>
  );
}
