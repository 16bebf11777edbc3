import { formatINR } from "@domain/money";
import { Download, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Spinner } from "@web/components/ui/spinner";
import { formatDate } from "@web/lib/format-date";
import { invoicePdfUrl, useSellerInvoices } from "../api/seller-subscription";

/** The seller's GST tax invoices, each downloadable as a PDF; a list of cards, so it reads on a phone too. */
export function InvoiceList() {
  const { t } = useTranslation("subscriptions");
  const { data } = useSellerInvoices();
  return (
    <section aria-labelledby="invoices-heading" className="flex flex-col gap-3">
      <h2 id="invoices-heading" className="text-xl font-semibold">
        {t("invoices.title")}
      </h2>
      {!data ? (
        <Spinner />
      ) : data.invoices.length === 0 ? (
        <EmptyState icon={FileText} title={t("invoices.none")} />
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
          {data.invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="flex flex-col gap-0.5 text-sm">
                <p className="font-medium">{invoice.invoiceNumber}</p>
                <p className="text-muted-foreground">
                  {invoice.planName} · {formatDate(invoice.periodStart)} – {formatDate(invoice.periodEnd)} · {formatDate(invoice.issuedOn)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-medium tabular-nums">{formatINR(invoice.total)}</span>
                <Button variant="outline" size="sm" asChild>
                  <a href={invoicePdfUrl(invoice.id)} download aria-label={t("invoices.downloadLabel", { number: invoice.invoiceNumber })}>
                    <Download aria-hidden="true" />
                    {t("invoices.download")}
                  </a>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
