import { formatINR } from "@domain/money";
import type { Quote } from "@domain/schemas/conversations";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { formatDate, formatNumber } from "@web/lib/format-date";

/** The quotations sent in the conversation, with their terms and where each stands. */
export function ThreadQuotes({ quotes }: { quotes: Quote[] }) {
  const { t } = useTranslation("admin-conversations");
  return (
    <section aria-labelledby="quotes-heading" className="flex flex-col gap-3">
      <h2 id="quotes-heading" className="text-lg font-semibold">
        {t("detail.quotes")}
      </h2>
      {quotes.length === 0 ? <p className="text-sm text-muted-foreground">{t("detail.noQuotes")}</p> : null}
      <ul className="flex flex-col gap-2">
        {quotes.map((quote) => {
          const terms: [string, string][] = [
            [t("quote.quantity"), formatNumber(quote.quantity)],
            [t("quote.unitPrice"), formatINR(quote.unitPrice)],
            [t("quote.total"), formatINR(quote.total)],
            [t("quote.validUntil"), formatDate(quote.validUntil)],
          ];
          return (
            <li key={quote.id} className="flex flex-col gap-2 rounded-lg border bg-card p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium break-words">{quote.productName}</span>
                <Badge variant={quote.state === "sent" ? "success" : "secondary"}>{t(`quote.states.${quote.state}`)}</Badge>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                {terms.map(([term, value]) => (
                  <div key={term} className="flex flex-col">
                    <dt className="text-muted-foreground">{term}</dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                ))}
              </dl>
              {quote.deliveryTerms ? <p className="text-sm break-words"><span className="text-muted-foreground">{t("quote.deliveryTerms")}: </span>{quote.deliveryTerms}</p> : null}
              {quote.note ? <p className="text-sm break-words"><span className="text-muted-foreground">{t("quote.note")}: </span>{quote.note}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
