import { ArrowLeft, Boxes, Crown, LayoutDashboard, MessagesSquare, ScrollText, Settings, ShieldCheck, Star, Truck, Users, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DashboardShell } from "@web/components/layout/dashboard-shell";
import type { SideNavItem } from "@web/components/layout/side-nav";

/** The admin console frame: sidebar of the spec, Back to Site and Logout; the top bar names the active section. */
export default function AdminDashboardLayout() {
  const { t } = useTranslation();
  const base = "/admin-dashboard";
  const items: SideNavItem[] = [
    { to: base, label: t("menu.admin.dashboard"), icon: LayoutDashboard, end: true },
    { to: `${base}/users`, label: t("menu.admin.users"), icon: Users },
    { to: `${base}/products`, label: t("menu.admin.products"), icon: Boxes },
    { to: `${base}/payouts`, label: t("menu.admin.payouts"), icon: Wallet },
    { to: `${base}/logistics`, label: t("menu.admin.logistics"), icon: Truck },
    { to: `${base}/subscriptions`, label: t("menu.admin.subscriptions"), icon: Crown },
    { to: `${base}/settings`, label: t("menu.admin.settings"), icon: Settings },
    { to: `${base}/admin-management`, label: t("menu.admin.adminManagement"), icon: ShieldCheck },
    { to: `${base}/conversations`, label: t("menu.admin.conversations"), icon: MessagesSquare },
    { to: `${base}/reviews`, label: t("menu.admin.reviews"), icon: Star },
    { to: `${base}/audit-log`, label: t("menu.admin.audit"), icon: ScrollText },
  ];
  const extraItems: SideNavItem[] = [{ to: "/", label: t("menu.admin.backToSite"), icon: ArrowLeft, end: true }];

  return (
    <DashboardShell
      title={t("menu.admin.title")}
      menuLabel={t("menu.admin.label")}
      openMenuLabel={t("menu.admin.openMenu")}
      items={items}
      extraItems={extraItems}
      logoutLabel={t("menu.admin.logout")}
    />
  );
}
