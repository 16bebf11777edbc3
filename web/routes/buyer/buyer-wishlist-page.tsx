import { useQueryClient } from "@tanstack/react-query";
import { clampQuantity } from "@domain/pricing";
import type { WishlistItem } from "@domain/schemas/wishlist";
import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { LoadFailed } from "@web/features/buyer-orders/components/load-failed";
import { useErrorToast } from "@web/features/buyer-orders/use-error-toast";
import { toastQuotedLineKept } from "@web/features/cart/quoted-line-notice";
import { addServerCartLine } from "@web/features/cart/api/change-cart-line";
import { SERVER_CART_QUERY_KEY } from "@web/features/cart/api/get-cart";
import { useWishlist } from "@web/features/wishlist/api/list-wishlist";
import { useSetWishlisted } from "@web/features/wishlist/api/set-wishlisted";
import { WishlistItemCard } from "@web/features/wishlist/components/wishlist-item-card";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";

/** /buyer-dashboard/wishlist: saved products with price and stock; add to cart at the minimum order, or remove. */
export default function BuyerWishlistPage() {
  const { t } = useTranslation("buyer");
  const queryClient = useQueryClient();
  const wishlist = useWishlist();
  const setWishlisted = useSetWishlisted();
  useErrorToast(wishlist.isError ? wishlist.errorUpdatedAt : 0, t("wishlist.loadFailed"));
  const items = wishlist.data?.pages.flatMap((page) => page.items) ?? [];

  const onAddToCart = async (item: WishlistItem) => {
    const quantity = clampQuantity(item.minOrderQuantity, { minOrderQuantity: item.minOrderQuantity, stock: item.stock });
    try {
      const update = await addServerCartLine(item.productId, quantity);
      queryClient.setQueryData(SERVER_CART_QUERY_KEY, update.cart);
      if (update.changes.some((c) => c.kind === "quoted")) return void toastQuotedLineKept(item.name);
      toastSuccess(t("wishlist.addedToCart"), t("wishlist.addedToCartText", { quantity, name: item.name }));
    } catch (error) {
      toastError(t("wishlist.failed"), errorMessage(error));
    }
  };
  const onRemove = (item: WishlistItem) =>
    setWishlisted.mutate(
      { productId: item.productId, saved: false },
      {
        onSuccess: () => toastSuccess(t("wishlist.removedToast")),
        onError: (error) => toastError(t("wishlist.failed"), errorMessage(error)),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("wishlist.title")} description={t("wishlist.description")} className="mb-2" />
      {wishlist.isPending ? (
        <PageSpinner />
      ) : wishlist.isError && items.length === 0 ? (
        <LoadFailed title={t("wishlist.loadFailed")} onRetry={() => void wishlist.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={t("wishlist.empty")}
          description={t("wishlist.emptyText")}
          action={
            <Button asChild>
              <Link to="/products">{t("wishlist.browse")}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul aria-label={t("wishlist.title")} className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.productId}>
                <WishlistItemCard
                  item={item}
                  onAddToCart={(item) => void onAddToCart(item)}
                  onRemove={onRemove}
                  removing={setWishlisted.isPending && setWishlisted.variables?.productId === item.productId}
                />
              </li>
            ))}
          </ul>
          {wishlist.hasNextPage ? (
            <Button variant="outline" className="self-center" onClick={() => void wishlist.fetchNextPage()} disabled={wishlist.isFetchingNextPage}>
              {t("wishlist.loadMore")}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
