import { useMutation } from "@tanstack/react-query";
import type { EmailVerificationResponse } from "@domain/schemas/account";
import { apiFetch } from "@web/lib/api-client";

/** POST /api/public/verify-email with the token of the emailed link. */
export function confirmEmail(token: string) {
  return apiFetch<EmailVerificationResponse>("/api/public/verify-email", { method: "POST", body: { token } });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
