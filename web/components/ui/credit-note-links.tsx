import { formatINR } from "@domain/money";
import type { CreditNoteRef } from "@domain/schemas/credit-note";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format-date";

type Audience = "buyer" | "seller" | "admin";

/** Where the reader downloads a credit note of an order (the same PDF for its buyer, its seller and an admin). */
export const creditNotePdfUrl = (audience: Audience, orderId: string, creditNoteId: string) =>
  `/api/${audience}/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(creditNoteId)}`;

/**
 * The credit notes against an order's tax invoice (its cancellation, its returns' refunds), each with its number, why,
 * when and how much, and a PDF download; nothing when there are none. `compact` prints the numbers alone, as links
 * (a table cell).
 */
export function CreditNoteLinks({
  audience,
  orderId,
  creditNotes,
  compact = false,
  className,
}: {
  audience: Audience;
  orderId: string;
  creditNotes: readonly CreditNoteRef[];
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("common");
  if (creditNotes.length === 0) return null;
  const label = (note: CreditNoteRef) => t("creditNotes.downloadLabel", { number: note.creditNoteNumber });
  if (compact)
    return (
      <ul aria-label={t("creditNotes.title")} className={cn("flex flex-col text-xs", className)}>
        {creditNotes.map((note) => (
          <li key={note.id}>
            <a href={creditNotePdfUrl(audience, orderId, note.id)} download aria-label={label(note)} className="tap-target font-mono text-primary underline-offset-4 hover:underline">
              {note.creditNoteNumber}
            </a>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={`credit-notes-${orderId}`} className={cn("flex flex-col gap-2", className)}>
      <h3 id={`credit-notes-${orderId}`} className="text-sm font-medium text-muted-foreground">
        {t("creditNotes.title")}
      </h3>
      <ul className="flex flex-col gap-3">
        {creditNotes.map((note) => (
          <li key={note.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <div className="flex min-w-0 flex-col">
              <span className="font-mono font-medium break-all">{note.creditNoteNumber}</span>
              <span className="text-muted-foreground">
                {t("creditNotes.summary", { reason: t(`creditNotes.reason.${note.reason}`), date: formatDate(note.issuedOn), amount: formatINR(note.total) })}
              </span>
            </div>
            <Button variant="outline" size="sm" asChild>
              <a href={creditNotePdfUrl(audience, orderId, note.id)} download aria-label={label(note)}>
                <Download aria-hidden="true" />
                {t("creditNotes.download")}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
