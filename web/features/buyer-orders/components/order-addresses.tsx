import type { BuyerOrderDetail } from "@domain/schemas/buyer-orders";
import type { StoredPostalAddress } from "@domain/schemas/postal-address";
import { useTranslation } from "react-i18next";

function AddressBlock({ title, address }: { title: string; address: StoredPostalAddress }) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-medium text-muted-foreground">{title}</h3>
      <address className="text-sm not-italic">
        {address.address}
        <br />
        {address.city}, {address.state} {address.zip}
        <br />
        {address.country}
      </address>
    </div>
  );
}

export function OrderAddresses({ order }: { order: Pick<BuyerOrderDetail, "shippingAddress" | "billingAddress"> }) {
  const { t } = useTranslation("buyer");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AddressBlock title={t("order.shippingAddress")} address={order.shippingAddress} />
      <AddressBlock title={t("order.billingAddress")} address={order.billingAddress} />
    </div>
  );
}
