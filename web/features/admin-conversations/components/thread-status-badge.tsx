import type { ThreadStatus } from "@domain/conversations";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";

export function ThreadStatusBadge({ status }: { status: ThreadStatus }) {
  const { t } = useTranslation("admin-conversations");
  return <Badge variant={status === "open" ? "success" : "secondary"}>{t(`statuses.${status}`)}</Badge>;
}
