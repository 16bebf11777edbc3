import { useMutation } from "@tanstack/react-query";
import { authClient, authData } from "@web/lib/auth-client";

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** POST /api/auth/two-factor/enable: a new secret (as an otpauth URI) and backup codes; on only after a confirmed code. */
export async function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  const answer = await authData(authClient.twoFactor.enable({ password }));
  // The server enrols authenticator apps (TOTP) only: it has no one-time-code sender, so no other answer comes.
  if (!("totpURI" in answer)) throw new Error("Two-factor enrolment answered without an authenticator secret.");
  return { totpURI: answer.totpURI, backupCodes: answer.backupCodes };
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
