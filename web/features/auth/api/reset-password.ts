import { useMutation } from "@tanstack/react-query";
import { authClient, authData } from "@web/lib/auth-client";

/** POST /api/auth/reset-password: the new password for the token of the emailed link (signs out every session). */
export function resetPassword(input: { token: string; newPassword: string }) {
  return authData(authClient.resetPassword(input));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
