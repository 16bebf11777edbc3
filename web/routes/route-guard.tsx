import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useAdminAccess } from "@web/features/auth/api/admin-access";
import { dashboardPathFor, useCurrentUser, type AccountType, type CurrentUser } from "@web/lib/current-user";

/** Where an administrator without a second factor enrols before the admin console opens. */
export const TWO_FACTOR_SETUP_PATH = "/account/two-factor";

interface RequireAuthProps {
  /** Only this account type may enter (admins always may). Omit to admit any signed-in user. */
  accountType?: AccountType;
  /** Only administrators may enter; everyone else goes to /. */
  admin?: boolean;
  children: ReactNode;
}

/** Where a user may not stay goes: null when they may. */
export function guardRedirect(
  me: CurrentUser | null,
  rule: Pick<RequireAuthProps, "accountType" | "admin">,
): string | null {
  if (!me) return "/login";
  if (me.profile.isAdmin) return null;
  if (rule.admin) return "/";
  if (rule.accountType && me.profile.accountType !== rule.accountType) return dashboardPathFor(me);
  return null;
}

function RetryState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <EmptyState title={t("errors.sessionCheckFailed")} action={<Button onClick={onRetry}>{t("retry")}</Button>} />;
}

/**
 * The admin console also needs the server's word: an administrator without two-factor sign-in (when the platform
 * requires it) is sent to enrol first, and comes back here afterwards.
 */
function AdminAccessGate({ me, children }: { me: CurrentUser; children: ReactNode }) {
  const location = useLocation();
  const mustAsk = !me.user.twoFactorEnabled;
  const { data: access, isPending, isError, refetch } = useAdminAccess(me.user.id, mustAsk);
  if (!mustAsk) return children;
  if (isPending) return <PageSpinner />;
  if (isError) return <RetryState onRetry={() => void refetch()} />;
  if (access === "two-factor-required") {
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace state={{ from: location.pathname + location.search, required: true }} />;
  }
  if (access === "forbidden") return <Navigate to="/" replace />;
  return children;
}

/**
 * The route guard of the spec: a visitor goes to /login (with `state.from` set, so login can return them),
 * the wrong account type to its own dashboard (or /), a non-admin out of the admin area to /.
 * Admins pass the seller and buyer guards. A spinner shows while the session loads.
 */
export function RequireAuth({ accountType, admin = false, children }: RequireAuthProps) {
  const location = useLocation();
  const { data: me, isPending, isError, refetch } = useCurrentUser();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  useEffect(() => {
    if (me) setWasSignedIn(true);
  }, [me]);

  if (isPending) return <PageSpinner />;
  if (isError) return <RetryState onRetry={() => void refetch()} />;
  const redirect = guardRedirect(me, { accountType, admin });
  // Signed out while on this page: sign-out is on its way home, and so is this guard (not to /login).
  if (redirect === "/login" && wasSignedIn) return <Navigate to="/" replace />;
  if (redirect === "/login") {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (redirect) return <Navigate to={redirect} replace />;
  if (admin && me) return <AdminAccessGate me={me}>{children}</AdminAccessGate>;
  return children;
}
