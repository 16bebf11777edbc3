import type { PayoutSummary } from "@domain/schemas/seller-payouts";
import { CheckCircle2, Clock, IndianRupee, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@web/components/ui/card";
import { Price } from "@web/components/ui/price";

function SummaryCard({ icon: Icon, title, text, paise }: { icon: LucideIcon; title: string; text: string; paise: number }) {
  return (
    <li>
      <Card>
        <CardContent className="flex items-start gap-3 pt-5">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
            <Price paise={paise} className="text-2xl font-bold" />
            <p className="text-xs text-muted-foreground">{text}</p>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** Total Earnings, Pending Payout and Paid Out: net payouts of delivered orders. */
export function PayoutSummaryCards({ summary }: { summary: PayoutSummary }) {
  const { t } = useTranslation("seller-payouts");
  return (
    <ul aria-label={t("summary.label")} className="grid gap-4 sm:grid-cols-3">
      <SummaryCard icon={IndianRupee} title={t("summary.totalEarnings")} text={t("summary.totalEarningsText")} paise={summary.totalEarnings} />
      <SummaryCard icon={Clock} title={t("summary.pendingPayout")} text={t("summary.pendingPayoutText")} paise={summary.pendingPayout} />
      <SummaryCard icon={CheckCircle2} title={t("summary.paidOut")} text={t("summary.paidOutText")} paise={summary.paidOut} />
    </ul>
  );
}
