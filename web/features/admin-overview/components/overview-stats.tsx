import { formatLakhs } from "@domain/lakhs";
import type { AdminOverview } from "@domain/schemas/admin-overview";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatNumber } from "@web/lib/format-date";

/** Users, products and revenue (in lakhs), then the orders in each status. */
export function OverviewStats({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation("admin");
  const cards = [
    { title: t("overview.users"), value: formatNumber(overview.users.total), detail: t("overview.usersDetail", { buyers: formatNumber(overview.users.buyers), sellers: formatNumber(overview.users.sellers) }) },
    { title: t("overview.products"), value: formatNumber(overview.products) },
    { title: t("overview.revenue"), value: formatLakhs(overview.revenue, t("common:lakhSuffix")), detail: t("overview.revenueDetail") },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title}>
            <Card>
              <CardHeader>
                <CardDescription>{card.title}</CardDescription>
                <CardTitle className="text-2xl tabular-nums">{card.value}</CardTitle>
                {card.detail ? <p className="text-sm text-muted-foreground">{card.detail}</p> : null}
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader>
          <CardTitle>{t("overview.ordersByStatus")}</CardTitle>
        </CardHeader>
        <CardContent>
          {overview.ordersByStatus.length === 0 ? <p className="text-sm text-muted-foreground">{t("overview.noOrders")}</p> : null}
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {overview.ordersByStatus.map((row) => (
              <div key={row.status} className="flex justify-between gap-2 rounded border p-2">
                <dt>{t(`overview.statuses.${row.status}`)}</dt>
                <dd className="font-medium tabular-nums">{formatNumber(row.count)}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
