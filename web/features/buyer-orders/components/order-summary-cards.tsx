import { ORDER_STATUSES, type OrderStatus } from "@domain/orders";
import type { BuyerOrderSummary } from "@domain/schemas/buyer-orders";
import { CircleCheck, IndianRupee, Package, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@web/components/ui/card";
import { Price } from "@web/components/ui/price";
import { formatNumber } from "@web/lib/format-date";
import { OrderStatusBadge } from "@web/components/ui/order-status-badge";

const FINISHED: readonly OrderStatus[] = ["Delivered", "Cancelled"];

function StatCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span aria-hidden="true" className="rounded-md bg-secondary p-2 text-secondary-foreground [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-xl font-bold tabular-nums">{children}</p>
      </div>
    </Card>
  );
}

/** Totals at the top of the dashboard, then every status the buyer has orders in, with its count. */
export function OrderSummaryCards({ summary }: { summary: BuyerOrderSummary }) {
  const { t } = useTranslation("buyer");
  const counts = summary.countsByStatus;
  const inProgress = ORDER_STATUSES.filter((s) => !FINISHED.includes(s)).reduce((sum, s) => sum + counts[s], 0);
  const present = ORDER_STATUSES.filter((s) => counts[s] > 0);

  return (
    <section aria-label={t("dashboard.byStatus")} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        <StatCard icon={<Package />} label={t("dashboard.totalOrders")}>
          {formatNumber(summary.totalOrders)}
        </StatCard>
        <StatCard icon={<IndianRupee />} label={t("dashboard.totalSpent")}>
          <Price paise={summary.totalSpent} />
        </StatCard>
        <StatCard icon={<Truck />} label={t("dashboard.inProgress")}>
          {formatNumber(inProgress)}
        </StatCard>
        <StatCard icon={<CircleCheck />} label={t("dashboard.delivered")}>
          {formatNumber(counts.Delivered)}
        </StatCard>
      </div>
      {present.length > 0 ? (
        <div>
          <h2 className="mb-2 text-sm font-medium text-muted-foreground">{t("dashboard.byStatus")}</h2>
          <ul className="flex flex-wrap gap-2">
            {present.map((status) => (
              <li key={status} className="flex items-center gap-1.5 rounded-full border border-border py-0.5 pl-0.5 pr-3 text-sm">
                <OrderStatusBadge status={status} />
                <span className="tabular-nums">{formatNumber(counts[status])}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
