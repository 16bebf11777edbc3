import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";

/** The blue tick of a verified seller; `withLabel` also prints "Verified seller". */
export function VerifiedBadge({ withLabel = false, className }: { withLabel?: boolean; className?: string }) {
  const { t } = useTranslation();
  const label = t("verifiedSeller");
  if (withLabel) {
    return (
      <span className={cn("inline-flex items-center gap-1 text-sm font-medium text-verified", className)}>
        <BadgeCheck aria-hidden="true" className="size-4" />
        {label}
      </span>
    );
  }
  return (
    <span role="img" aria-label={label} title={label} className={cn("inline-flex text-verified", className)}>
      <BadgeCheck aria-hidden="true" className="size-4" />
    </span>
  );
}
