import { useTranslation } from "react-i18next";
import { MonthlyDownloadsCard } from "@web/components/ui/monthly-downloads-card";
import { statementUrl } from "../api/statements";

const FORMATS = ["csv", "pdf"] as const;

/** A month's statement (invoices, credit notes, TCS to claim, fees, GST on fee, TDS) as CSV or PDF; last month first. */
export function MonthlyStatement() {
  const { t } = useTranslation("seller-payouts");
  return (
    <MonthlyDownloadsCard
      title={t("statement.title")}
      description={t("statement.description")}
      monthLabel={t("statement.month")}
      downloads={(month, shown) =>
        FORMATS.map((format) => ({ key: format, href: statementUrl(month, format), text: t(`statement.${format}`), label: t(`statement.${format}Label`, { month: shown }) }))
      }
    />
  );
}
