import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** POST /api/auth/request-password-reset: answers the same whether or not the account exists. */
export function requestPasswordReset(email: string) {
  return apiFetch<{ status: boolean }>("/api/auth/request-password-reset", { method: "POST", body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
