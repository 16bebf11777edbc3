import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";

type Audience = "buyer" | "seller" | "admin";

/** Where the reader downloads an order's tax invoice (the same PDF for its buyer, its seller and an admin). */
export const taxInvoicePdfUrl = (audience: Audience, orderId: string) => `/api/${audience}/orders/${encodeURIComponent(orderId)}/invoice`;

/**
 * "Download tax invoice" for an order with one (nothing for an order from before GST invoices). `compact` prints the
 * invoice number alone, as a link (a table cell).
 */
export function TaxInvoiceLink({
  audience,
  orderId,
  invoiceNumber,
  compact = false,
  className,
}: {
  audience: Audience;
  orderId: string;
  invoiceNumber: string | null | undefined;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("common");
  if (!invoiceNumber) return null;
  const href = taxInvoicePdfUrl(audience, orderId);
  const label = t("taxInvoice.downloadLabel", { number: invoiceNumber });
  if (compact)
    return (
      <a href={href} download aria-label={label} className={cn("tap-target font-mono text-xs text-primary underline-offset-4 hover:underline", className)}>
        {invoiceNumber}
      </a>
    );
  return (
    <div className={cn("flex flex-wrap items-center justify-between gap-2 text-sm", className)}>
      <div className="flex min-w-0 flex-col">
        <span className="text-muted-foreground">{t("taxInvoice.title")}</span>
        <span className="font-mono font-medium break-all">{invoiceNumber}</span>
      </div>
      <Button variant="outline" size="sm" asChild>
        <a href={href} download aria-label={label}>
          <Download aria-hidden="true" />
          {t("taxInvoice.download")}
        </a>
      </Button>
    </div>
  );
}
