import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

/** POST /api/auth/reset-password: the new password for the token of the emailed link (signs out every session). */
export function resetPassword(input: { token: string; newPassword: string }) {
  return apiFetch<{ status: boolean }>("/api/auth/reset-password", { method: "POST", body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
