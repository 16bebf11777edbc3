import type { SellerProfileUpdateInput } from "@domain/schemas/seller-profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { CURRENT_USER_QUERY_KEY } from "@web/lib/current-user";
import { SELLER_PROFILE_QUERY_KEY } from "./query-keys";

/** PUT /api/seller/profile; the dashboard's header reads the contact person through ["me"], so it is refreshed too. */
export function useUpdateSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerProfileUpdateInput) => dataOf(api.PUT("/api/seller/profile", { body: input })),
    onSuccess: async (profile) => {
      queryClient.setQueryData(SELLER_PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
