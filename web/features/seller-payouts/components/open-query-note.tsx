import type { PayoutQuery } from "@domain/schemas/seller-payouts";
import { MessageSquareMore } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/format-date";

/** The one open query of a payout row: the platform has not answered it yet. */
export function OpenQueryNote({ query }: { query: PayoutQuery }) {
  const { t } = useTranslation("seller-payouts");
  return (
    <div className="flex max-w-64 flex-col gap-1">
      <Badge variant="outline" className="self-start">
        <MessageSquareMore aria-hidden="true" className="size-3" />
        {t("openQuery")}
      </Badge>
      <p className="line-clamp-2 text-xs break-words text-muted-foreground" title={query.queryText}>
        {t("openQueryText", { date: formatDate(query.createdAt), text: query.queryText })}
      </p>
    </div>
  );
}
