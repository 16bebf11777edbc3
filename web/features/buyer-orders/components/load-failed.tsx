import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";

/** What stays on screen after a load failed (the toast has said so already): the message and a retry. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={CircleAlert}
      title={title}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t("retry")}
        </Button>
      }
    />
  );
}
