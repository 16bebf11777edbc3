import { formatINR } from "@domain/money";
import type { Quote } from "@domain/schemas/conversations";
import { FileSignature } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { formatDate, formatNumber } from "@web/lib/format-date";

const STATE_VARIANT: Record<Quote["state"], BadgeProps["variant"]> = {
  sent: "secondary",
  accepted: "success",
  ordered: "success",
  withdrawn: "outline",
  expired: "warning",
};

/** A quotation in the thread: product, quantity, unit price, total (Indian grouping), validity, terms and state. */
export function QuoteCard({ quote, actions }: { quote: Quote; actions?: ReactNode }) {
  const { t } = useTranslation("conversations");
  const rows: [string, string][] = [
    [t("quote.quantity"), formatNumber(quote.quantity)],
    [t("quote.unitPrice"), formatINR(quote.unitPrice)],
    [t("quote.total"), formatINR(quote.total)],
    [t("quote.validUntil"), formatDate(`${quote.validUntil}T00:00:00+05:30`)],
    ...(quote.deliveryTerms ? [[t("quote.deliveryTerms"), quote.deliveryTerms] as [string, string]] : []),
    ...(quote.note ? [[t("quote.note"), quote.note] as [string, string]] : []),
  ];
  return (
    <section aria-label={t("quote.title")} data-testid="quote-card" className="flex w-full max-w-md flex-col gap-3 rounded-lg border-2 border-primary/30 bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <FileSignature aria-hidden="true" className="size-4 text-primary" />
          {t("quote.title")}
        </p>
        <Badge variant={STATE_VARIANT[quote.state]} data-testid="quote-state">
          {t(`quote.states.${quote.state}`)}
        </Badge>
      </div>
      <p className="break-words font-medium">{quote.productName}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-words text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {actions ? <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">{actions}</div> : null}
    </section>
  );
}
