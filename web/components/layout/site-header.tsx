import { Menu, ShoppingCart, X } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { useCurrentUser } from "@web/lib/current-user";
import { AccountActions } from "./account-actions";
import { BrandLogo } from "./brand-logo";
import { useNavLinks } from "./use-nav-links";

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium hover:bg-muted",
    isActive ? "text-primary" : "text-foreground",
  );

export function SiteHeader() {
  const { t } = useTranslation();
  const links = useNavLinks();
  const { data: me } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  return (
    <header
      className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur"
      onKeyDown={(event) => {
        if (event.key === "Escape") setMenuOpen(false);
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4">
        <BrandLogo />
        <nav aria-label={t("nav.label")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={linkClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          {me ? (
            <Button asChild variant="ghost" size="icon">
              <Link to="/cart" aria-label={t("nav.cart")}>
                <ShoppingCart aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
          <AccountActions className="hidden md:flex" />
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-border px-4 pb-4 md:hidden">
        <nav aria-label={t("nav.label")}>
          <ul className="flex flex-col py-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={(state) => cn(linkClasses(state), "block")}
                  onClick={() => setMenuOpen(false)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountActions onNavigate={() => setMenuOpen(false)} />
      </div>
    </header>
  );
}
