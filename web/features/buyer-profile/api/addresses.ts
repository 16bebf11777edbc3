import type { BuyerAddress, CreateBuyerAddress, UpdateBuyerAddress } from "@domain/schemas/buyer-addresses";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

export const BUYER_ADDRESSES_QUERY_KEY = ["buyer-addresses"] as const;

/** GET /api/buyer/addresses: the saved delivery addresses, the default first. */
export const buyerAddressesQueryOptions = () =>
  queryOptions({
    queryKey: BUYER_ADDRESSES_QUERY_KEY,
    queryFn: async ({ signal }) => (await dataOf(api.GET("/api/buyer/addresses", { signal }))).addresses,
  });

export function useBuyerAddresses(enabled = true) {
  return useQuery({ ...buyerAddressesQueryOptions(), enabled });
}

type SaveAddress = { id: null; input: CreateBuyerAddress } | { id: string; input: UpdateBuyerAddress };

/** POST /api/buyer/addresses (id null) or PATCH /api/buyer/addresses/{id}. */
export function useSaveBuyerAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveAddress): Promise<BuyerAddress> =>
      id === null
        ? dataOf(api.POST("/api/buyer/addresses", { body: input as CreateBuyerAddress }))
        : dataOf(api.PATCH("/api/buyer/addresses/{addressId}", { params: { path: { addressId: id } }, body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUYER_ADDRESSES_QUERY_KEY }),
  });
}

/** DELETE /api/buyer/addresses/{id} (the oldest left becomes the default). */
export function useDeleteBuyerAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/api/buyer/addresses/{addressId}", { params: { path: { addressId: id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUYER_ADDRESSES_QUERY_KEY }),
  });
}
