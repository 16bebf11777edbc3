import { PackageOpen, Store } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { ProductListResults } from "@web/features/catalog/components/product-list-results";
import { useErrorToast } from "@web/features/catalog/use-error-toast";
import { isSellerNotFound, useSellerProfile } from "@web/features/seller-profile/api/get-seller-profile";
import { useSellerProducts } from "@web/features/seller-profile/api/list-seller-products";
import { ContactSeller } from "@web/features/enquiries/components/contact-seller";
import { SellerProfileHeader } from "@web/features/seller-profile/components/seller-profile-header";
import { SellerTrustPanel } from "@web/features/reviews/trust/seller-trust-panel";
import { usePageMeta } from "@web/lib/page-meta";

/** /seller/{sellerId}: who the seller is, Contact Seller, and its products on sale, newest first, a dozen at a time. */
export default function SellerProfilePage() {
  const { sellerId = "" } = useParams();
  const { t } = useTranslation("catalog");
  const { t: tc } = useTranslation();
  // Both start at once, so the server renders the page with its products in one pass.
  const { data: seller, error, isPending, errorUpdatedAt, refetch } = useSellerProfile(sellerId);
  const productsQuery = useSellerProducts(sellerId);
  const notFound = isSellerNotFound(error);
  useErrorToast(notFound ? 0 : errorUpdatedAt, t("sellerProfile.errorTitle"), t("sellerProfile.errorText"));
  const name = seller?.companyName ?? t("sellerProfile.unnamed");
  usePageMeta(
    seller ? name : notFound ? t("sellerProfile.notFoundTitle") : t("sellerProfile.unnamed"),
    seller ? t("sellerProfile.metaDescription", { company: name }) : undefined,
  );

  if (isPending) return <PageSpinner />;
  if (notFound) {
    return (
      <EmptyState
        className="py-20"
        icon={Store}
        title={t("sellerProfile.notFoundTitle")}
        description={t("sellerProfile.notFoundText")}
        action={
          <Button asChild>
            <Link to="/products">{t("product.backToMarketplace")}</Link>
          </Button>
        }
      />
    );
  }
  if (!seller) {
    return (
      <EmptyState
        className="py-20"
        title={t("sellerProfile.errorTitle")}
        description={t("sellerProfile.errorText")}
        action={<Button onClick={() => void refetch()}>{tc("retry")}</Button>}
      />
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <nav aria-label={t("product.breadcrumb")} className="-mb-4 text-sm">
        <Link to="/products" className="text-primary underline-offset-4 hover:underline">
          {t("product.marketplace")}
        </Link>
      </nav>
      <SellerProfileHeader seller={seller} contactButton={<ContactSeller seller={{ id: seller.id, companyName: seller.companyName }} />} />
      <SellerTrustPanel trust={seller.trust} />
      <ProductListResults
        query={productsQuery}
        label={t("sellerProfile.productsHeading", { company: name })}
        labelVisible
        empty={
          <EmptyState icon={PackageOpen} title={t("sellerProfile.noProductsTitle")} description={t("sellerProfile.noProductsText")} />
        }
      />
    </div>
  );
}
