import type { OrderTimelineEntry } from "@domain/schemas/buyer-orders";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@web/lib/format-date";
import { cn } from "@web/lib/cn";

/** The order's history, oldest first; the latest step is highlighted. */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  const { t } = useTranslation("buyer");
  return (
    <ol className="flex flex-col">
      {entries.map((entry, index) => {
        const latest = index === entries.length - 1;
        const label = entry.fromStatus === null ? t("order.timelinePlaced") : t(`status.${entry.toStatus}`);
        const by = entry.actorRole === "system" || entry.fromStatus === null ? null : t(`order.timelineBy.${entry.actorRole}`);
        return (
          <li key={entry.id} className="relative flex gap-3 pb-5 last:pb-0">
            {latest ? null : <span aria-hidden="true" className="absolute left-[7px] top-4 h-full w-px bg-border" />}
            <span
              aria-hidden="true"
              className={cn("mt-1 size-[15px] shrink-0 rounded-full border-2", latest ? "border-primary bg-primary" : "border-border bg-background")}
            />
            <div className="text-sm">
              <p className={cn("font-medium", latest && "text-primary")}>
                {label}
                {by ? <span className="font-normal text-muted-foreground"> {by}</span> : null}
              </p>
              <time dateTime={entry.at} className="text-muted-foreground">
                {formatDateTime(entry.at)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
