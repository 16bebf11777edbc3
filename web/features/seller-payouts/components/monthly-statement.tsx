import { recentMonths, shiftMonth } from "@domain/india-month";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { MonthSelect } from "@web/components/ui/month-select";
import { formatMonth } from "@web/lib/format-date";
import { statementUrl } from "../api/statements";

/** How far back the picker goes: a year of returns. */
const MONTHS_SHOWN = 13;
const FORMATS = ["csv", "pdf"] as const;

/** A month's statement (invoices, credit notes, TCS to claim, fees, GST on fee, TDS) as CSV or PDF; last month first. */
export function MonthlyStatement() {
  const { t } = useTranslation("seller-payouts");
  const [months] = useState(() => recentMonths(new Date(), MONTHS_SHOWN));
  const [month, setMonth] = useState(() => shiftMonth(months[0]!, -1));
  const shown = formatMonth(month);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("statement.title")}</CardTitle>
        <CardDescription>{t("statement.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <MonthSelect label={t("statement.month")} months={months} value={month} onChange={setMonth} />
        </div>
        {FORMATS.map((format) => (
          <a key={format} className={buttonVariants({ variant: "outline" })} href={statementUrl(month, format)} download aria-label={t(`statement.${format}Label`, { month: shown })}>
            <Download aria-hidden="true" />
            {t(`statement.${format}`)}
          </a>
        ))}
      </CardContent>
    </Card>
  );
}
