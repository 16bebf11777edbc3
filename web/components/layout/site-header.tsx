import { Menu, Search, ShoppingCart, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Button } from "@web/components/ui/button";
import { useCart } from "@web/features/cart/use-cart";
import { useMergeVisitorCart } from "@web/features/cart/use-merge-visitor-cart";
import { HeaderSearch } from "@web/features/catalog/components/header-search";
import { cn } from "@web/lib/cn";
import { useCurrentUser } from "@web/lib/current-user";
import { AccountActions } from "./account-actions";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitch } from "./language-switch";
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
  useMergeVisitorCart();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // Below the xl breakpoint (where a signed-in seller's links leave it too little room) the search folds behind a
  // button; opening it puts the caret in the box.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

  return (
    <header
      className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur"
      onKeyDown={(event) => {
        if (event.key === "Escape") setMenuOpen(false);
      }}
    >
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-2 px-4">
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
        <HeaderSearch
          id={searchId}
          inputRef={searchInput}
          className={cn(searchOpen ? "block" : "hidden", "order-last mb-3 w-full xl:order-none xl:mb-0 xl:block xl:w-auto xl:min-w-0 xl:max-w-sm xl:flex-1")}
        />
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-11 xl:hidden"
            aria-expanded={searchOpen}
            aria-controls={searchId}
            aria-label={searchOpen ? t("headerSearch.close") : t("headerSearch.open")}
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
          </Button>
          <LanguageSwitch className="hidden md:flex" />
          {me !== undefined ? <CartLink /> : null}
          <AccountActions className="hidden md:flex" />
          <Button
            variant="ghost"
            size="icon"
            className="size-11 md:hidden"
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
        <LanguageSwitch className="mt-2 border-t border-border pt-2" />
      </div>
    </header>
  );
}

/**
 * The cart, with the number of lines in it: a buyer's from the server, a visitor's from this browser (shown only once
 * they have put something in it). The server renders no number: the count appears once the page has hydrated.
 */
function CartLink() {
  const { t } = useTranslation();
  const cart = useCart();
  const count = cart.lines.length;
  if (cart.kind === "visitor" && count === 0) return null;
  return (
    <Button asChild variant="ghost" size="icon" className="relative size-11 md:size-10">
      <Link to="/cart" aria-label={count > 0 ? t("nav.cartWithCount", { count }) : t("nav.cart")}>
        <ShoppingCart aria-hidden="true" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute right-0 top-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold leading-none text-primary-foreground"
          >
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
