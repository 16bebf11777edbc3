import type { LucideIcon } from "lucide-react";
import { LogOut } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "@web/lib/cn";
import { useSignOut } from "@web/lib/sign-out";
import { LanguageSwitch } from "./language-switch";

export interface SideNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (for a dashboard's index). */
  end?: boolean;
  /** A count beside the label (unread messages), with the words a screen reader says for it. */
  badge?: { count: number; label: string };
}

interface SideNavProps {
  label: string;
  items: SideNavItem[];
  /** Links below the main ones (Support, Back to Site, My Cart…). */
  extraItems?: SideNavItem[];
  logoutLabel: string;
  /** Called after any choice, so a drawer can close. */
  onNavigate?: () => void;
  /**
   * "responsive": on phones the items wrap into rows (every one in sight, none behind a sideways scroll), each 44 px
   * tall to tap; a column from the md breakpoint up.
   */
  layout?: "vertical" | "responsive";
  className?: string;
}

const itemClasses = "flex items-center gap-3 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium [&_svg]:size-4";

/** A dashboard's vertical menu, ending with Logout. */
export function SideNav(props: SideNavProps) {
  const { label, items, extraItems = [], logoutLabel, onNavigate, layout = "vertical", className } = props;
  const signOut = useSignOut();
  const row = layout === "responsive";
  // 40 px (44 in rows) to tap below the breakpoint where the menu is a drawer or rows, compact in a sidebar.
  const itemSize = row ? "min-h-11 md:min-h-0" : "min-h-10 lg:min-h-0";
  const renderItem = (item: SideNavItem) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end={item.end}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(itemClasses, itemSize, isActive ? "bg-secondary text-secondary-foreground" : "text-foreground hover:bg-muted")
        }
      >
        <item.icon aria-hidden="true" />
        {item.label}
        {item.badge ? (
          <span data-testid="nav-badge" className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            <span aria-hidden="true">{item.badge.count}</span>
            <span className="sr-only">{item.badge.label}</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );

  return (
    <nav aria-label={label} className={cn("flex flex-col gap-4", row && "gap-2 md:gap-4", className)}>
      <ul className={cn("flex flex-col gap-1", row && "flex-row flex-wrap md:flex-col md:flex-nowrap")}>{items.map(renderItem)}</ul>
      <ul className={cn("flex flex-col gap-1 border-t border-border pt-4", row && "flex-row flex-wrap pt-2 md:flex-col md:flex-nowrap md:pt-4")}>
        {extraItems.map(renderItem)}
        <li>
          <LanguageSwitch className="px-1" />
        </li>
        <li>
          <button
            type="button"
            className={cn(itemClasses, itemSize, "w-full text-foreground hover:bg-muted")}
            onClick={() => {
              onNavigate?.();
              void signOut();
            }}
          >
            <LogOut aria-hidden="true" />
            {logoutLabel}
          </button>
        </li>
      </ul>
    </nav>
  );
}
