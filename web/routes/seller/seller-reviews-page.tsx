import { SellerReviews } from "@web/features/reviews/components/seller-reviews";

/** /seller-dashboard/reviews: the reviews of the seller's products and its public replies. */
export default function SellerReviewsPage() {
  return <SellerReviews />;
}
