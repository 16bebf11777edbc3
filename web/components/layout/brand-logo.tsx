import { ShoppingBag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@web/lib/cn";

/** The brand mark linking home. */
export function BrandLogo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={cn("inline-flex min-h-10 items-center gap-2 text-lg font-bold text-primary", className)}>
      <ShoppingBag aria-hidden="true" className="size-6" />
      <span>{t("brand")}</span>
    </Link>
  );
}
