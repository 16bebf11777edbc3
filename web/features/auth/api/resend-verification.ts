import { useMutation } from "@tanstack/react-query";
import { authClient, authData } from "@web/lib/auth-client";

/** POST /api/auth/send-verification-email: a new link for an address that is not verified yet (same answer otherwise). */
export function resendVerificationEmail(email: string) {
  return authData(authClient.sendVerificationEmail({ email }));
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
