import type { BuyerProfileUpdate } from "@domain/schemas/buyer-profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { CURRENT_USER_QUERY_KEY } from "@web/lib/current-user";
import { BUYER_PROFILE_QUERY_KEY } from "./get-profile";

/** PUT /api/buyer/profile; the header and checkout read the same profile through ["me"], so it is refreshed too. */
export function useUpdateBuyerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuyerProfileUpdate) => dataOf(api.PUT("/api/buyer/profile", { body: input })),
    onSuccess: async (profile) => {
      queryClient.setQueryData(BUYER_PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
