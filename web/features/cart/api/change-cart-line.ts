import type { Cart, CartUpdate } from "@domain/schemas/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { SERVER_CART_QUERY_KEY } from "./get-cart";

/** POST /api/buyer/cart/lines: Add to Cart (adds to the product's line). */
export const addServerCartLine = (productId: string, quantity: number): Promise<CartUpdate> =>
  dataOf(api.POST("/api/buyer/cart/lines", { body: { productId, quantity } }));

/** PUT /api/buyer/cart/lines/{productId} and DELETE: the cart page's quantity input and Remove, shown at once. */
export function useChangeCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, quantity }: { productId: string; quantity: number | null }): Promise<Cart> => {
      const params = { path: { productId } };
      if (quantity === null) return dataOf(api.DELETE("/api/buyer/cart/lines/{productId}", { params }));
      return (await dataOf(api.PUT("/api/buyer/cart/lines/{productId}", { params, body: { quantity } }))).cart;
    },
    onMutate: async ({ productId, quantity }) => {
      await queryClient.cancelQueries({ queryKey: SERVER_CART_QUERY_KEY });
      queryClient.setQueryData<Cart>(SERVER_CART_QUERY_KEY, (cart) =>
        cart && {
          lines: quantity === null ? cart.lines.filter((l) => l.productId !== productId) : cart.lines.map((l) => (l.productId === productId ? { ...l, quantity } : l)),
        },
      );
    },
    onSuccess: (cart) => queryClient.setQueryData(SERVER_CART_QUERY_KEY, cart),
    // A refusal (the product went, a quoted line) leaves the cart as the server has it.
    onError: () => void queryClient.invalidateQueries({ queryKey: SERVER_CART_QUERY_KEY }),
  });
}
