import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { formatNumber } from "@web/lib/format-date";

interface TablePaginationProps {
  /** What is paged, for screen readers: "Pages of products". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Server-paged tables: "21–40 of 95" with Previous / Next; hidden when everything fits on one page. */
export function TablePagination({ label, page, pageSize, total, onPageChange }: TablePaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const from = Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground">
        {t("pagination.summary", { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" aria-label={t("pagination.previous")} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span aria-live="polite">{t("pagination.page", { page: formatNumber(page), pages: formatNumber(pages) })}</span>
        <Button variant="outline" size="icon" aria-label={t("pagination.next")} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
