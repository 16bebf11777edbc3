import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { currentUserQueryOptions, dashboardPathFor, type CurrentUser } from "@web/lib/current-user";
import { toastSuccess } from "@web/lib/toast";

/**
 * Where a signed-in user goes from /login: back where the guard stopped them (a path on this site), else their
 * dashboard (admin → admin console, seller → seller dashboard, anyone else → buyer dashboard).
 */
export function destinationAfterSignIn(me: CurrentUser, locationState: unknown, search = ""): string {
  // The guard passes the page in navigation state; shared links carry it as ?redirect=.
  const from = (locationState as { from?: unknown } | null)?.from ?? new URLSearchParams(search).get("redirect");
  if (typeof from === "string" && from.startsWith("/") && !from.startsWith("//") && from !== "/login") return from;
  return dashboardPathFor(me);
}

/** Once the session exists: load the account (the login page then moves on) and welcome the user. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const { t } = useTranslation("auth");

  return useCallback(async () => {
    toastSuccess(t("login.successTitle"), t("login.successDescription"));
    await queryClient.fetchQuery({ ...currentUserQueryOptions, staleTime: 0 });
  }, [queryClient, t]);
}
