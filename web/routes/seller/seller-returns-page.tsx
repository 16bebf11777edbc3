import { useTranslation } from "react-i18next";
import { PageTitle } from "@web/components/ui/page-title";

/** Placeholder until its issue builds the page. */
export default function SellerReturnsPage() {
  const { t } = useTranslation();
  return <PageTitle title={t("pages.sellerReturns")} />;
}
