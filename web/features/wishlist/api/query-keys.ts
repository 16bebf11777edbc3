export const wishlistKeys = {
  all: ["wishlist"] as const,
  list: () => [...wishlistKeys.all, "list"] as const,
  status: (productId: string) => [...wishlistKeys.all, "status", productId] as const,
};
