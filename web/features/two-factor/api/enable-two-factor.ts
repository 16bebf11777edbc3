import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** POST /api/auth/two-factor/enable: a new secret (as an otpauth URI) and backup codes; on only after a confirmed code. */
export function enableTwoFactor(password: string) {
  return apiFetch<TwoFactorSetup>("/api/auth/two-factor/enable", { method: "POST", body: { password } });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
