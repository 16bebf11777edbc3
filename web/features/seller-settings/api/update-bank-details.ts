import type { BankDetailsInput } from "@domain/schemas/seller-bank-details";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { SELLER_PROFILE_QUERY_KEY } from "./query-keys";

/** PUT /api/seller/bank-details; answers the profile with the account number masked. */
export function useUpdateBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankDetailsInput) => dataOf(api.PUT("/api/seller/bank-details", { body: input })),
    onSuccess: (profile) => queryClient.setQueryData(SELLER_PROFILE_QUERY_KEY, profile),
  });
}
