import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@web/lib/current-user";

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The site's main links: Home, Marketplace, About Us, Contact Us, and Subscriptions for sellers. */
export function useNavLinks(): NavLinkItem[] {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const links: NavLinkItem[] = [
    { to: "/", label: t("nav.home") },
    { to: "/products", label: t("nav.marketplace") },
    { to: "/about", label: t("nav.about") },
    { to: "/contact", label: t("nav.contact") },
  ];
  if (me?.profile.accountType === "seller") links.push({ to: "/subscription", label: t("nav.subscriptions") });
  return links;
}
