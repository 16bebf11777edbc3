import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** POST /api/auth/send-verification-email: a new link for an address that is not verified yet (same answer otherwise). */
export function resendVerificationEmail(email: string) {
  return apiFetch<{ status: boolean }>("/api/auth/send-verification-email", { method: "POST", body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
