import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentAccount } from "@domain/schemas/account";
import { ERROR_CODES } from "@domain/error-codes";
import { api, dataOf } from "./api";
import { ApiError, hasErrorCode } from "./api-client";

export type { AccountType } from "@domain/accounts";

/** The answer of GET /api/account/me (its schema is shared with the server). */
export type CurrentUser = CurrentAccount;

export const CURRENT_USER_QUERY_KEY = ["me"] as const;

/** Signed-in user and profile, or null for a visitor (the server answers 401). */
export const currentUserQueryOptions = queryOptions({
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: async ({ signal }): Promise<CurrentUser | null> => {
    try {
      return await dataOf(api.GET("/api/account/me", { signal }));
    } catch (error) {
      // Signed out, or signed in to an account an administrator has since deactivated: a visitor either way.
      if (error instanceof ApiError && (error.status === 401 || hasErrorCode(error, ERROR_CODES.ACCOUNT_DEACTIVATED))) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

/**
 * `const { data: me, isPending } = useCurrentUser()`: `me` is undefined while loading, null for a visitor.
 * After sign-in, sign-out or a profile change, invalidate or set the ["me"] query.
 */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}

/** Where "Dashboard" leads: admin → admin console, seller → seller dashboard, buyer → buyer dashboard, else home. */
export function dashboardPathFor(me: CurrentUser | null | undefined): string {
  if (!me) return "/";
  if (me.profile.isAdmin) return "/admin-dashboard";
  if (me.profile.accountType === "seller") return "/seller-dashboard";
  if (me.profile.accountType === "buyer") return "/buyer-dashboard";
  return "/";
}
