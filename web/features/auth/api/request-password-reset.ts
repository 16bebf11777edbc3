import { useMutation } from "@tanstack/react-query";
import { authClient, authData } from "@web/lib/auth-client";

/** POST /api/auth/request-password-reset: answers the same whether or not the account exists. */
export function requestPasswordReset(email: string) {
  return authData(authClient.requestPasswordReset({ email }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
