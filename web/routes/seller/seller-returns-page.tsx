import { SellerReturns } from "@web/features/seller-returns/components/seller-returns";

/** /seller-dashboard/returns: return and exchange requests to approve, reject (after confirming) and complete. */
export default function SellerReturnsPage() {
  return <SellerReturns />;
}
