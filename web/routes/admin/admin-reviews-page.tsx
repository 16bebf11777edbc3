import { AdminReviews } from "@web/features/reviews/components/admin-reviews";

/** /admin-dashboard/reviews: reported, hidden and all reviews; hide, restore or dismiss reports with a reason. */
export default function AdminReviewsPage() {
  return <AdminReviews />;
}
