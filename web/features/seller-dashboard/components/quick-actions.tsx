import { Crown, ShoppingCart, UserCog, Wallet, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const ACTIONS: { to: string; key: string; icon: LucideIcon }[] = [
  { to: "/seller-dashboard/orders", key: "quickActions.viewOrders", icon: ShoppingCart },
  { to: "/seller-dashboard/payouts", key: "quickActions.managePayouts", icon: Wallet },
  { to: "/seller-dashboard/settings", key: "quickActions.updateProfile", icon: UserCog },
  { to: "/seller-dashboard/subscription", key: "quickActions.subscription", icon: Crown },
];

/** Tiles to the pages a seller visits most. */
export function QuickActions() {
  const { t } = useTranslation("seller-dashboard");
  return (
    <section aria-labelledby="seller-quick-actions" className="flex flex-col gap-3">
      <h2 id="seller-quick-actions" className="text-xl font-semibold">
        {t("quickActions.title")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ACTIONS.map(({ to, key, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-border bg-card p-4 text-center text-sm font-medium shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Icon aria-hidden="true" className="size-6 text-primary" />
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
