import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { usePageMeta } from "@web/lib/page-meta";

interface PageTitleProps {
  title: string;
  /** Meta description; also shown under the heading when `showDescription`. */
  description?: string;
  showDescription?: boolean;
  /** Extra content at the heading's right, e.g. an "Add Product" button. */
  actions?: ReactNode;
  className?: string;
}

/** The page's h1, and the document title and meta description to match. */
export function PageTitle({ title, description, showDescription = false, actions, className }: PageTitleProps) {
  usePageMeta(title, description);
  return (
    <div className={cn("mb-6 flex flex-wrap items-start justify-between gap-3", className)}>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {showDescription && description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
