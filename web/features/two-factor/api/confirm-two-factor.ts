import { useMutation } from "@tanstack/react-query";
import { authClient, authData } from "@web/lib/auth-client";

/** POST /api/auth/two-factor/verify-totp with the first code from the authenticator app: switches two-factor on. */
export function confirmTwoFactor(code: string) {
  return authData(authClient.twoFactor.verifyTotp({ code: code.replace(/\s/g, "") }));
}

export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: confirmTwoFactor });
}
