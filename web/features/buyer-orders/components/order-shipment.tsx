import type { BuyerOrderDetail } from "@domain/schemas/buyer-orders";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/** The carrier and tracking number (AWB) set by our logistics team, so the buyer can follow the parcel. */
export function OrderShipment({ shipment }: { shipment: NonNullable<BuyerOrderDetail["shipment"]> }) {
  const { t } = useTranslation("buyer");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("order.shipment")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {shipment.carrierName ? (
            <>
              <dt className="text-muted-foreground">{t("order.carrier")}</dt>
              <dd>{shipment.carrierName}</dd>
            </>
          ) : null}
          {shipment.trackingNumber ? (
            <>
              <dt className="text-muted-foreground">{t("order.trackingNumber")}</dt>
              <dd className="font-mono break-all">{shipment.trackingNumber}</dd>
            </>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
