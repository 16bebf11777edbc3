import type { ListingAllowance } from "@domain/schemas/seller-products";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";
import { formatNumber } from "@web/lib/format-date";

/** "7 of 10 products", with a bar that turns amber when the plan is full. */
export function ListingAllowanceMeter({ allowance }: { allowance: ListingAllowance }) {
  const { t } = useTranslation("seller-products");
  const full = allowance.used >= allowance.limit;
  const percent = allowance.limit > 0 ? Math.min(100, Math.round((allowance.used / allowance.limit) * 100)) : 100;
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <p className={cn("text-sm font-medium", full && "text-amber-800")}>
        {t("allowance", { used: formatNumber(allowance.used), limit: formatNumber(allowance.limit) })}
      </p>
      {/* The sentence above says it all; the bar is for the eye. */}
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div className={cn("h-full rounded-full", full ? "bg-amber-500" : "bg-primary")} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
