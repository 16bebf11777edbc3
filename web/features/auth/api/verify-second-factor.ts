import { useMutation } from "@tanstack/react-query";
import { authClient, authData } from "@web/lib/auth-client";

export type SecondFactorInput = { code: string; kind: "totp" | "backup"; trustDevice: boolean };

/** POST /api/auth/two-factor/verify-totp or verify-backup-code: completes a sign-in that asked for the code. */
export function verifySecondFactor({ code, kind, trustDevice }: SecondFactorInput) {
  const body = { code: code.replace(/\s/g, ""), trustDevice };
  return kind === "totp"
    ? authData(authClient.twoFactor.verifyTotp(body))
    : authData(authClient.twoFactor.verifyBackupCode(body));
}

export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
