import { CircleAlert } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { toastError } from "@web/lib/toast";

/**
 * The spec's 'Failed to load data' toast, once per failure (`failedAt` is the query's errorUpdatedAt), and the same
 * words on the page with a retry, since a toast goes away.
 */
export function DashboardLoadFailed({ failedAt, onRetry }: { failedAt: number; onRetry: () => void }) {
  const { t } = useTranslation("seller-dashboard");
  useEffect(() => {
    toastError(t("loadFailed"), t("loadFailedText"));
    // Only a new failure toasts again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedAt]);
  return (
    <EmptyState
      icon={CircleAlert}
      title={t("loadFailed")}
      description={t("loadFailedText")}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t("common:retry")}
        </Button>
      }
    />
  );
}
