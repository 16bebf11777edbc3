import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { currentUserQueryOptions, dashboardPathFor, type CurrentUser } from "@web/lib/current-user";
import { toastSuccess } from "@web/lib/toast";

/** The navigation state a page sends to /login with: where to come back to, and what to do there once signed in. */
export type SignInArrival = { from?: unknown; resume?: unknown };

/**
 * A path on this site, or null: it starts with one slash, not two, and holds no backslash (which browsers read as
 * a slash, making `/\evil.example` another site) and no control character.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

function requestedPath(locationState: unknown, search: string): string | null {
  // The guard passes the page in navigation state; shared links carry it as ?redirect=.
  const from = sameSitePath((locationState as SignInArrival | null)?.from ?? new URLSearchParams(search).get("redirect"));
  return from && from.split(/[?#]/)[0] !== "/login" ? from : null;
}

/**
 * Where a signed-in user goes from /login: back where the guard stopped them (a path on this site), else their
 * dashboard (admin → admin console, seller → seller dashboard, anyone else → buyer dashboard).
 */
export function destinationAfterSignIn(me: CurrentUser, locationState: unknown, search = ""): string {
  return requestedPath(locationState, search) ?? dashboardPathFor(me);
}

/**
 * The navigation state for that destination: the `resume` intent the page put in the state when it sent the user
 * here (say, "add 25 to the cart"), handed back to that page only. Never read from the address, so a link cannot
 * make a signed-in user do anything.
 */
export function stateAfterSignIn(locationState: unknown, search = ""): { resume: unknown } | undefined {
  const arrival = locationState as SignInArrival | null;
  if (arrival?.resume === undefined || requestedPath(locationState, search) === null) return undefined;
  return { resume: arrival.resume };
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
