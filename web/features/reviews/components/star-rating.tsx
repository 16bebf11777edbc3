import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";

/** 1 to 5 stars as filled and empty stars, read out as "4 stars out of 5". */
export function StarRating({ stars, className }: { stars: number; className?: string }) {
  const { t } = useTranslation("reviews");
  return (
    <span role="img" aria-label={t("starRating.label", { count: stars })} className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn("size-4", n <= stars ? "fill-amber-400 text-amber-500" : "text-muted-foreground/50")} />
      ))}
    </span>
  );
}
