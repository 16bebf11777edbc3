import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export type SecondFactorInput = { code: string; kind: "totp" | "backup"; trustDevice: boolean };

/** POST /api/auth/two-factor/verify-totp or verify-backup-code: completes a sign-in that asked for the code. */
export function verifySecondFactor({ code, kind, trustDevice }: SecondFactorInput) {
  const path = kind === "totp" ? "/api/auth/two-factor/verify-totp" : "/api/auth/two-factor/verify-backup-code";
  return apiFetch<unknown>(path, { method: "POST", body: { code: code.replace(/\s/g, ""), trustDevice } });
}

export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
