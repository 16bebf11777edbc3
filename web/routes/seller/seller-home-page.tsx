import { PageSpinner } from "@web/components/ui/spinner";
import { useSellerDashboard } from "@web/features/seller-dashboard/api/get-dashboard";
import { DashboardLoadFailed } from "@web/features/seller-dashboard/components/dashboard-load-failed";
import { DashboardStats } from "@web/features/seller-dashboard/components/dashboard-stats";
import { DashboardWelcome } from "@web/features/seller-dashboard/components/dashboard-welcome";
import { QuickActions } from "@web/features/seller-dashboard/components/quick-actions";
import { RecentProducts } from "@web/features/seller-dashboard/components/recent-products";
import { VerificationPendingCard } from "@web/features/seller-dashboard/components/verification-pending-card";

/** /seller-dashboard: welcome and badges, the four counts, quick actions, verification reminder, newest products. */
export default function SellerHomePage() {
  const dashboard = useSellerDashboard();
  return (
    <div className="flex flex-col gap-6">
      <DashboardWelcome dashboard={dashboard.data} />
      {dashboard.isPending ? (
        <PageSpinner />
      ) : dashboard.isError ? (
        <DashboardLoadFailed failedAt={dashboard.errorUpdatedAt} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          {dashboard.data.isVerified ? null : <VerificationPendingCard />}
          <DashboardStats stats={dashboard.data.stats} />
          <QuickActions />
          <RecentProducts products={dashboard.data.recentProducts} />
        </>
      )}
    </div>
  );
}
