import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { usePageMeta } from "@web/lib/page-meta";

export function OrderNotFound() {
  const { t } = useTranslation("buyer");
  usePageMeta(t("order.notFound"));
  return (
    <EmptyState
      icon={SearchX}
      title={t("order.notFound")}
      description={t("order.notFoundText")}
      action={
        <Button asChild>
          <Link to="/buyer-dashboard">{t("order.goToDashboard")}</Link>
        </Button>
      }
    />
  );
}
