import { SellerOrders } from "@web/features/seller-orders/components/seller-orders";

/** /seller-dashboard/orders: expandable orders with items, buyer, address, payment and the status selector; live. */
export default function SellerOrdersPage() {
  return <SellerOrders />;
}
