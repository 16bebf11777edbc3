import { recentMonths, shiftMonth } from "@domain/india-month";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { MonthSelect } from "@web/components/ui/month-select";
import { formatMonth } from "@web/lib/format-date";
import { taxReportUrl } from "../api/admin-payouts";

const MONTHS_SHOWN = 13;
const REPORTS = ["tcs", "tds"] as const;

/** The marketplace's monthly returns: TCS as Form GSTR-8 wants it, and the TDS under section 194-O; last month first. */
export function TaxReportsCard() {
  const { t } = useTranslation("admin-payouts");
  const [months] = useState(() => recentMonths(new Date(), MONTHS_SHOWN));
  const [month, setMonth] = useState(() => shiftMonth(months[0]!, -1));
  const shown = formatMonth(month);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("taxReports.title")}</CardTitle>
        <CardDescription>{t("taxReports.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <MonthSelect label={t("taxReports.month")} months={months} value={month} onChange={setMonth} />
        </div>
        {REPORTS.map((report) => (
          <a key={report} className={buttonVariants({ variant: "outline" })} href={taxReportUrl(month, report)} download aria-label={t(`taxReports.${report}Label`, { month: shown })}>
            <Download aria-hidden="true" />
            {t(`taxReports.${report}`)}
          </a>
        ))}
      </CardContent>
    </Card>
  );
}
