import { PackageX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useAddToCart, useResumeAddToCart } from "@web/features/cart/use-add-to-cart";
import { isProductNotFound, useProduct } from "@web/features/catalog/api/get-product";
import { DeliveryEstimate } from "@web/features/catalog/components/delivery-estimate";
import { ProductGallery } from "@web/features/catalog/components/product-gallery";
import { ProductHeader } from "@web/features/catalog/components/product-header";
import { SellerTrustLine } from "@web/features/reviews/trust/seller-trust-line";
import { ProductInfoSections } from "@web/features/catalog/components/product-info-sections";
import { ProductPurchase } from "@web/features/catalog/components/product-purchase";
import { ProductRatingLine } from "@web/features/reviews/components/product-rating-line";
import { ProductReviewsSection } from "@web/features/reviews/components/product-reviews-section";
import { ContactSeller } from "@web/features/enquiries/components/contact-seller";
import { WishlistButton } from "@web/features/wishlist/components/wishlist-button";
import { useErrorToast } from "@web/features/catalog/use-error-toast";
import { usePageMeta } from "@web/lib/page-meta";

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
  useResumeAddToCart(product, addToCartOrSignIn);

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
          <ProductHeader
            product={product}
            rating={<ProductRatingLine rating={product.rating} />}
            sellerTrust={<SellerTrustLine trust={product.seller.trust} />}
          />
          <ProductPurchase
            key={product.id}
            product={product}
            onAddToCart={(quantity) => void addToCartOrSignIn(product, quantity)}
            wishlistButton={<WishlistButton productId={product.id} size="lg" />}
            contactButton={<ContactSeller product={{ id: product.id, name: product.name, minOrderQuantity: product.minOrderQuantity }} />}
          />
          <DeliveryEstimate productId={product.id} />
        </div>
      </div>
      <ProductInfoSections product={product} reviews={<ProductReviewsSection productId={product.id} rating={product.rating} />} />
    </div>
  );
}

function summary(description: string): string | undefined {
  const text = description.replace(/\s+/g, " ").trim();
  if (!text) return undefined;
  return text.length <= META_DESCRIPTION_LENGTH ? text : `${text.slice(0, META_DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}
