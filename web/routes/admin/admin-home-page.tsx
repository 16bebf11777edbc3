import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { Spinner } from "@web/components/ui/spinner";
import { useAdminOverview } from "@web/features/admin-overview/api/admin-overview";
import { OverviewStats } from "@web/features/admin-overview/components/overview-stats";
import { PendingVerifications } from "@web/features/admin-overview/components/pending-verifications";
import { useErrorToast } from "@web/lib/use-error-toast";

const RevenueChart = lazy(() => import("@web/features/admin-overview/components/revenue-chart"));

/** The admin dashboard: platform totals, revenue by day, and the sellers awaiting verification. */
export default function AdminHomePage() {
  const { t } = useTranslation();
  const { t: admin } = useTranslation("admin");
  const overview = useAdminOverview();
  useErrorToast(overview.isError ? overview.errorUpdatedAt : null, admin("overview.failed"));
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.adminHome")} />
      {overview.data ? (
        <>
          <OverviewStats overview={overview.data} />
          <Card>
            <CardHeader>
              <CardTitle>{admin("overview.revenueChart")}</CardTitle>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<Spinner />}>
                <RevenueChart days={overview.data.revenueByDay} />
              </Suspense>
            </CardContent>
          </Card>
        </>
      ) : overview.isError ? (
        <EmptyState title={admin("overview.failed")} />
      ) : (
        <Spinner />
      )}
      <PendingVerifications />
    </div>
  );
}
