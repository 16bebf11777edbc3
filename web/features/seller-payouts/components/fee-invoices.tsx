import { formatINR } from "@domain/money";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { formatDate, formatMonth } from "@web/lib/format-date";
import { feeInvoicePdfUrl, useFeeInvoices } from "../api/statements";

/** The platform's monthly tax invoices for the fees deducted from payouts (for input tax credit), each as a PDF. */
export function FeeInvoices() {
  const { t } = useTranslation("seller-payouts");
  const { data, isError } = useFeeInvoices();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("feeInvoices.title")}</CardTitle>
        <CardDescription>{t("feeInvoices.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-muted-foreground">{t("feeInvoices.error")}</p>
        ) : !data ? (
          <Spinner />
        ) : data.invoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("feeInvoices.none")}</p>
        ) : (
          <ul className="flex flex-col divide-y text-sm">
            {data.invoices.map((invoice) => (
              <li key={invoice.invoiceNumber} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <div className="flex flex-col gap-0.5">
                  <p className="font-medium">{invoice.invoiceNumber}</p>
                  <p className="text-muted-foreground">
                    {t("feeInvoices.detail", { month: formatMonth(invoice.month), count: invoice.orderCount, date: formatDate(invoice.issuedOn) })}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-medium tabular-nums">{formatINR(invoice.total)}</span>
                  <a
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                    href={feeInvoicePdfUrl(invoice.month)}
                    download
                    aria-label={t("feeInvoices.downloadLabel", { number: invoice.invoiceNumber })}
                  >
                    <Download aria-hidden="true" />
                    {t("feeInvoices.download")}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
