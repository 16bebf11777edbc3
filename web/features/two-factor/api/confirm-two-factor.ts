import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** POST /api/auth/two-factor/verify-totp with the first code from the authenticator app: switches two-factor on. */
export function confirmTwoFactor(code: string) {
  return apiFetch<unknown>("/api/auth/two-factor/verify-totp", { method: "POST", body: { code: code.replace(/\s/g, "") } });
}

export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: confirmTwoFactor });
}
