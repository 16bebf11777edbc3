import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** POST /api/public/verify-email with the token of the emailed link. */
export function confirmEmail(token: string) {
  return dataOf(api.POST("/api/public/verify-email", { body: { token } }));
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
