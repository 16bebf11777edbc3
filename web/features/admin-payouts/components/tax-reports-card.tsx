import { useTranslation } from "react-i18next";
import { MonthlyDownloadsCard } from "@web/components/ui/monthly-downloads-card";
import { taxReportUrl } from "../api/admin-payouts";

const REPORTS = ["tcs", "tds"] as const;

/** The marketplace's monthly returns: TCS as Form GSTR-8 wants it, and the TDS under section 194-O; last month first. */
export function TaxReportsCard() {
  const { t } = useTranslation("admin-payouts");
  return (
    <MonthlyDownloadsCard
      title={t("taxReports.title")}
      description={t("taxReports.description")}
      monthLabel={t("taxReports.month")}
      downloads={(month, shown) =>
        REPORTS.map((report) => ({ key: report, href: taxReportUrl(month, report), text: t(`taxReports.${report}`), label: t(`taxReports.${report}Label`, { month: shown }) }))
      }
    />
  );
}
