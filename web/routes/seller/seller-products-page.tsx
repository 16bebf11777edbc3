import { ProductCatalogue } from "@web/features/seller-products/components/product-catalogue";

/** /seller-dashboard/products: the seller's catalogue (table, add/edit dialog with media, CSV import and export). */
export default function SellerProductsPage() {
  return <ProductCatalogue />;
}
