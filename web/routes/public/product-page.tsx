import type { ProductDetail } from "@domain/schemas/catalog";
import { useQueryClient } from "@tanstack/react-query";
import { PackageX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { canPlaceOrders, toastBuyerAccountNeeded } from "@web/features/cart/can-place-orders";
import { addToCart } from "@web/features/cart/cart-store";
import { isProductNotFound, useProduct } from "@web/features/catalog/api/get-product";
import { ProductGallery } from "@web/features/catalog/components/product-gallery";
import { ProductHeader } from "@web/features/catalog/components/product-header";
import { ProductInfoSections } from "@web/features/catalog/components/product-info-sections";
import { ProductPurchase } from "@web/features/catalog/components/product-purchase";
import { WishlistButton } from "@web/features/wishlist/components/wishlist-button";
import { useErrorToast } from "@web/features/catalog/use-error-toast";
import { errorMessage } from "@web/lib/api-client";
import { currentUserQueryOptions } from "@web/lib/current-user";
import { usePageMeta } from "@web/lib/page-meta";
import { toastError, toastSuccess } from "@web/lib/toast";

const META_DESCRIPTION_LENGTH = 155;

/** /product/{id}: gallery, price and bulk pricing, Add to Cart, specifications and seller. */
export default function ProductPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("catalog");
  const { t: tc } = useTranslation();
  const { data: product, error, isPending, errorUpdatedAt, refetch } = useProduct(id);
  const notFound = isProductNotFound(error);
  useErrorToast(notFound ? 0 : errorUpdatedAt, t("product.errorTitle"), t("product.errorText"));
  usePageMeta(
    product?.name ?? (notFound ? t("product.notFoundTitle") : tc("pages.product")),
    product ? summary(product.description) : undefined,
  );
  const addToCartOrSignIn = useAddToCart();

  if (isPending) return <PageSpinner />;
  if (notFound) {
    return (
      <EmptyState
        className="py-20"
        icon={PackageX}
        title={t("product.notFoundTitle")}
        description={t("product.notFoundText")}
        action={
          <Button asChild>
            <Link to="/products">{t("product.backToMarketplace")}</Link>
          </Button>
        }
      />
    );
  }
  if (!product) {
    return (
      <EmptyState
        className="py-20"
        title={t("product.errorTitle")}
        description={t("product.errorText")}
        action={<Button onClick={() => void refetch()}>{tc("retry")}</Button>}
      />
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery name={product.name} media={product.media} />
        <div className="flex flex-col gap-6">
          <ProductHeader product={product} />
          <ProductPurchase
            key={product.id}
            product={product}
            onAddToCart={(quantity) => void addToCartOrSignIn(product, quantity)}
            wishlistButton={<WishlistButton productId={product.id} size="lg" />}
          />
        </div>
      </div>
      <ProductInfoSections product={product} />
    </div>
  );
}

function summary(description: string): string | undefined {
  const text = description.replace(/\s+/g, " ").trim();
  if (!text) return undefined;
  return text.length <= META_DESCRIPTION_LENGTH ? text : `${text.slice(0, META_DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/**
 * Adds to the signed-in buyer's cart. A visitor is told to log in and sent there (and back here after); a seller,
 * whom checkout would refuse, is told a buyer account is needed and nothing is added.
 */
function useAddToCart() {
  const { t } = useTranslation("catalog");
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return async (product: ProductDetail, quantity: number) => {
    try {
      const me = await queryClient.fetchQuery(currentUserQueryOptions);
      if (!me) {
        toastError(t("product.authRequired"), t("product.authRequiredText"));
        const from = location.pathname + location.search;
        void navigate(`/login?redirect=${encodeURIComponent(from)}`, { state: { from } });
        return;
      }
      if (!canPlaceOrders(me)) {
        toastBuyerAccountNeeded();
        return;
      }
      addToCart(me.user.id, {
        productId: product.id,
        quantity,
        name: product.name,
        imageUrl: product.media.find((item) => item.mediaType === "image")?.mediaUrl ?? null,
        sellerId: product.seller.id,
        sellerName: product.seller.companyName,
        basePrice: product.price,
        tieredPricing: product.tieredPricing,
        minOrderQuantity: product.minOrderQuantity,
        stock: product.stock,
      });
      toastSuccess(t("product.addedTitle"), t("product.addedText", { quantity, name: product.name }));
    } catch (caught) {
      toastError(tc("errors.generic"), errorMessage(caught));
    }
  };
}
