import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { CURRENT_USER_QUERY_KEY } from "@web/lib/current-user";

/** POST /api/account/two-factor/disable: the password and a current code (or a backup code). */
export function disableTwoFactor(input: { password: string; code: string }) {
  return dataOf(api.POST("/api/account/two-factor/disable", { body: input }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
