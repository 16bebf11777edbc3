import { Crown, LayoutDashboard, LifeBuoy, Megaphone, MessagesSquare, Package, Settings, ShoppingCart, Star, Undo2, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DashboardShell } from "@web/components/layout/dashboard-shell";
import type { SideNavItem } from "@web/components/layout/side-nav";
import { useEnquiriesNav } from "@web/features/conversations/components/enquiries-nav-badge";

/** The seller dashboard frame: side menu of the spec (mobile drawer), Support and Logout. */
export default function SellerDashboardLayout() {
  const { t } = useTranslation();
  const base = "/seller-dashboard";
  const enquiries = useEnquiriesNav("seller");
  const items: SideNavItem[] = [
    { to: base, label: t("menu.seller.dashboard"), icon: LayoutDashboard, end: true },
    { to: `${base}/products`, label: t("menu.seller.products"), icon: Package },
    { to: `${base}/orders`, label: t("menu.seller.orders"), icon: ShoppingCart },
    { to: `${base}/enquiries`, label: enquiries.label, icon: MessagesSquare, badge: enquiries.badge },
    { to: `${base}/returns`, label: t("menu.seller.returns"), icon: Undo2 },
    { to: `${base}/reviews`, label: t("menu.seller.reviews"), icon: Star },
    { to: `${base}/payouts`, label: t("menu.seller.payouts"), icon: Wallet },
    { to: `${base}/buy-leads`, label: t("menu.seller.buyLeads"), icon: Megaphone },
    { to: `${base}/subscription`, label: t("menu.seller.subscription"), icon: Crown },
    { to: `${base}/settings`, label: t("menu.seller.settings"), icon: Settings },
  ];
  const extraItems: SideNavItem[] = [{ to: "/contact", label: t("menu.seller.support"), icon: LifeBuoy }];

  return (
    <DashboardShell
      title={t("menu.seller.title")}
      menuLabel={t("menu.seller.label")}
      openMenuLabel={t("menu.seller.openMenu")}
      items={items}
      extraItems={extraItems}
      logoutLabel={t("menu.seller.logout")}
    />
  );
}
