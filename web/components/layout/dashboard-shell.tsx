import { Menu } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { Outlet, useLocation } from "react-router";
import { Button } from "@web/components/ui/button";
import { overlayClasses } from "@web/components/ui/dialog";
import { BrandLogo } from "./brand-logo";
import { SideNav, type SideNavItem } from "./side-nav";

interface DashboardShellProps {
  /** "Seller Hub", "Admin Console". */
  title: string;
  menuLabel: string;
  openMenuLabel: string;
  items: SideNavItem[];
  extraItems?: SideNavItem[];
  logoutLabel: string;
}

/**
 * Full-screen dashboard frame: a sidebar on wide screens, a header with a menu button opening the same menu as a
 * drawer on phones, the current section's name in the top bar, and the page in the middle.
 */
export function DashboardShell(props: DashboardShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const section = activeItem(props.items, pathname);
  const nav = (onNavigate?: () => void) => (
    <SideNav
      label={props.menuLabel}
      items={props.items}
      extraItems={props.extraItems}
      logoutLabel={props.logoutLabel}
      onNavigate={onNavigate}
    />
  );

  return (
    <div className="flex min-h-dvh bg-muted/40">
      <aside className="hidden w-64 shrink-0 flex-col gap-6 border-r border-border bg-background p-4 lg:flex">
        <div className="flex flex-col gap-1 px-3">
          <BrandLogo />
          <p className="text-sm text-muted-foreground">{props.title}</p>
        </div>
        {nav()}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-background px-4">
          <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogPrimitive.Trigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label={props.openMenuLabel}>
                <Menu aria-hidden="true" />
              </Button>
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className={overlayClasses} />
              <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-background p-4 shadow-lg">
                <div className="flex flex-col gap-1 px-3">
                  <BrandLogo />
                  <DialogPrimitive.Title className="text-sm font-normal text-muted-foreground">
                    {props.title}
                  </DialogPrimitive.Title>
                  <DialogPrimitive.Description className="sr-only">{props.menuLabel}</DialogPrimitive.Description>
                </div>
                {nav(() => setDrawerOpen(false))}
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
          <p className="truncate font-semibold">{section?.label ?? props.title}</p>
        </header>
        <main id="main" className="flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The menu entry for the current path: the longest `to` that the path starts with. */
function activeItem(items: SideNavItem[], pathname: string): SideNavItem | undefined {
  return items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
