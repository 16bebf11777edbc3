import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { dashboardPathFor, useCurrentUser } from "@web/lib/current-user";
import { useSignOut } from "@web/lib/sign-out";

/** Dashboard + Logout for a signed-in user, Login + Register for a visitor; nothing while the session loads. */
export function AccountActions({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data: me, isPending } = useCurrentUser();
  const signOut = useSignOut();

  if (isPending) return null;
  if (me) {
    return (
      <div className={cn("flex gap-2", className)}>
        <Button asChild variant="outline" size="sm">
          <Link to={dashboardPathFor(me)} onClick={onNavigate}>
            {t("nav.dashboard")}
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onNavigate?.();
            void signOut();
          }}
        >
          {t("nav.logout")}
        </Button>
      </div>
    );
  }
  return (
    <div className={cn("flex gap-2", className)}>
      <Button asChild variant="outline" size="sm">
        <Link to="/login" onClick={onNavigate}>
          {t("nav.login")}
        </Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/register" onClick={onNavigate}>
          {t("nav.register")}
        </Link>
      </Button>
    </div>
  );
}
