import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError, errorMessage } from "./api-client";
import { CURRENT_USER_QUERY_KEY } from "./current-user";
import { toastError, toastSuccess } from "./toast";

/**
 * Returns `signOut()`: ends the session (a 401 or 404 means it was already gone), forgets the user's cached data,
 * says goodbye and goes home.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useCallback(async () => {
    try {
      // Loaded on demand: the header offers sign-out on every page, and better-auth's client is not small.
      const { authClient } = await import("./auth-client");
      await authClient.signOut();
    } catch (error) {
      const alreadySignedOut = error instanceof ApiError && (error.status === 401 || error.status === 404);
      if (!alreadySignedOut) {
        toastError(t("auth.signOutFailed"), errorMessage(error));
        return;
      }
    }
    await navigate("/");
    // Keep the ["me"] query (its observers, the header among them, see null at once) and forget everything else.
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
    toastSuccess(t("auth.loggedOut"), t("auth.seeYouSoon"));
  }, [navigate, queryClient, t]);
}
