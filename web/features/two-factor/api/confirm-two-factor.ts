import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient, authData } from "@web/lib/auth-client";
import { CURRENT_USER_QUERY_KEY } from "@web/lib/current-user";

/** POST /api/auth/two-factor/verify-totp with the first code from the authenticator app: switches two-factor on. */
export function confirmTwoFactor(code: string) {
  return authData(authClient.twoFactor.verifyTotp({ code: code.replace(/\s/g, "") }));
}

/** Two-factor is on from here: the account is read again at once, so every status shown says so. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
