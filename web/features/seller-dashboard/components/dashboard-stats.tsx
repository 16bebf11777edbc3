import type { SellerDashboard } from "@domain/schemas/seller-products";
import { Package, PackageCheck, ShoppingCart, Undo2, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@web/components/ui/card";
import { formatNumber } from "@web/lib/format-date";

function StatCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span aria-hidden="true" className="rounded-md bg-secondary p-2 text-secondary-foreground">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-xl font-bold tabular-nums">{formatNumber(value)}</p>
      </div>
    </Card>
  );
}

/** The four counts of the spec: Total Products, Total Orders, Pending Returns, Pending Orders. */
export function DashboardStats({ stats }: { stats: SellerDashboard["stats"] }) {
  const { t } = useTranslation("seller-dashboard");
  return (
    <section aria-label={t("stats.label")} className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      <StatCard icon={Package} label={t("stats.totalProducts")} value={stats.totalProducts} />
      <StatCard icon={ShoppingCart} label={t("stats.totalOrders")} value={stats.totalOrders} />
      <StatCard icon={Undo2} label={t("stats.pendingReturns")} value={stats.pendingReturns} />
      <StatCard icon={PackageCheck} label={t("stats.pendingOrders")} value={stats.pendingOrders} />
    </section>
  );
}
