import type { PlacedOrder } from "@domain/schemas/payment-status";
import { amountDueOnDelivery } from "@domain/pricing";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { OrderStatusBadge } from "@web/components/ui/order-status-badge";
import { Price } from "@web/components/ui/price";

/** The orders a paid checkout became (one per seller), each linking to its page in the buyer dashboard. */
export function PlacedOrders({ orders }: { orders: PlacedOrder[] }) {
  const { t } = useTranslation("checkout");
  return (
    <ul className="flex flex-col gap-4" aria-label={t("success.heading")}>
      {orders.map((order) => (
        <li key={order.id}>
          <Card>
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
              <div>
                <h2 className="font-semibold">
                  <Link to={`/buyer-dashboard/orders/${order.id}`} className="hover:underline">
                    {t("success.orderNumber", { id: order.orderNumber })}
                  </Link>
                </h2>
                <p className="text-sm text-muted-foreground">{t("success.from", { name: order.sellerCompanyName ?? "" })}</p>
              </div>
              <OrderStatusBadge status={order.status} />
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <h3 className="sr-only">{t("success.items")}</h3>
              <ul className="flex flex-col gap-1 text-sm">
                {order.items.map((item, index) => (
                  <li key={`${item.productId ?? "gone"}-${index}`} className="flex justify-between gap-3">
                    <span>
                      {item.productName} × {item.quantity}
                    </span>
                    <Price paise={item.price * item.quantity} />
                  </li>
                ))}
              </ul>
              <dl className="grid grid-cols-[1fr_auto] gap-1 border-t border-border pt-2 text-sm">
                <dt className="font-semibold">{t("success.total")}</dt>
                <dd className="text-right font-semibold">
                  <Price paise={order.totalAmount} />
                </dd>
                <dt>{t("success.paidOnline")}</dt>
                <dd className="text-right">
                  <Price paise={order.advanceAmount} />
                </dd>
                {order.paymentMethod === "cod" ? (
                  <>
                    <dt>{t("success.dueOnDelivery")}</dt>
                    <dd className="text-right">
                      <Price paise={amountDueOnDelivery(order.totalAmount, order.advanceAmount)} />
                    </dd>
                  </>
                ) : null}
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
