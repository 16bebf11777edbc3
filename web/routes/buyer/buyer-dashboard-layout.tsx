import { ClipboardList, Heart, LayoutDashboard, MessagesSquare, Package, ShoppingCart, Star, UserCog } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { SideNav, type SideNavItem } from "@web/components/layout/side-nav";
import { useBuyerOrderEvents } from "@web/features/buyer-orders/api/order-events";
import { useEnquiriesNav } from "@web/features/conversations/components/enquiries-nav-badge";

/** The buyer dashboard, inside the site frame: the spec's menu beside (or, on phones, above) the page, kept live. */
export default function BuyerDashboardLayout() {
  const { t } = useTranslation();
  // One live connection for the whole dashboard: order changes refresh the summary, the list and the detail.
  useBuyerOrderEvents();
  const enquiries = useEnquiriesNav("buyer");
  const base = "/buyer-dashboard";
  const items: SideNavItem[] = [
    { to: base, label: t("menu.buyer.dashboard"), icon: LayoutDashboard, end: true },
    { to: `${base}/orders`, label: t("menu.buyer.orders"), icon: Package },
    { to: `${base}/enquiries`, label: enquiries.label, icon: MessagesSquare, badge: enquiries.badge },
    { to: `${base}/profile`, label: t("menu.buyer.profile"), icon: UserCog },
    { to: `${base}/wishlist`, label: t("menu.buyer.wishlist"), icon: Heart },
    { to: `${base}/requirements`, label: t("menu.buyer.requirements"), icon: ClipboardList },
    { to: `${base}/reviews`, label: t("menu.buyer.reviews"), icon: Star },
  ];
  const extraItems: SideNavItem[] = [{ to: "/cart", label: t("menu.buyer.cart"), icon: ShoppingCart }];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row md:py-8">
      <aside className="md:w-56 md:shrink-0">
        <SideNav
          label={t("menu.buyer.label")}
          items={items}
          extraItems={extraItems}
          logoutLabel={t("menu.buyer.logout")}
          layout="responsive"
          className="rounded-lg border border-border bg-background p-2"
        />
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
