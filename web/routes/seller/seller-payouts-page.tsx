import { SellerPayouts } from "@web/features/seller-payouts/components/seller-payouts";

/** /seller-dashboard/payouts: earnings, the order-wise payouts with fee and refunds, and payout queries. */
export default function SellerPayoutsPage() {
  return <SellerPayouts />;
}
