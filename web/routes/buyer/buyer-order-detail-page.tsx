import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { CreditNoteLinks } from "@web/components/ui/credit-note-links";
import { PageTitle } from "@web/components/ui/page-title";
import { TaxInvoiceLink } from "@web/components/ui/tax-invoice-link";
import { PageSpinner } from "@web/components/ui/spinner";
import { VerifiedBadge } from "@web/components/ui/verified-badge";
import { isOrderNotFound, useOrder } from "@web/features/buyer-orders/api/get-order";
import { buyerOrderKeys } from "@web/features/buyer-orders/api/query-keys";
import { CancelOrderButton } from "@web/features/buyer-orders/components/cancel-order-button";
import { OrderAddresses } from "@web/features/buyer-orders/components/order-addresses";
import { OrderItems } from "@web/features/buyer-orders/components/order-items";
import { OrderNotFound } from "@web/features/buyer-orders/components/order-not-found";
import { OrderPayment } from "@web/features/buyer-orders/components/order-payment";
import { OrderStatusBadge } from "@web/components/ui/order-status-badge";
import { OrderShipment } from "@web/features/buyer-orders/components/order-shipment";
import { OrderTimeline } from "@web/features/buyer-orders/components/order-timeline";
import { BuyAgainButton } from "@web/features/cart/components/buy-again-button";
import { ItemReturn } from "@web/features/returns/components/item-return";
import { useOrderReviewStates } from "@web/features/reviews/api/order-review-states";
import { ItemReview } from "@web/features/reviews/components/item-review";
import { formatDateTime } from "@web/lib/format-date";
import { toastError } from "@web/lib/toast";

/** /buyer-dashboard/orders/:orderId: everything about one order, kept live by the layout's event stream. */
export default function BuyerOrderDetailPage() {
  const { t } = useTranslation("buyer");
  const { orderId = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useOrder(orderId);
  const reviewStates = useOrderReviewStates(orderId, query.data?.status === "Delivered");
  const notFound = query.isError && isOrderNotFound(query.error);
  const failed = query.isError && !notFound;

  // The spec: "Failed to fetch order details.", then back to the dashboard.
  useEffect(() => {
    if (!failed) return;
    toastError(t("order.fetchFailed"));
    void navigate("/buyer-dashboard", { replace: true });
  }, [failed, navigate, t]);

  if (query.isError) return notFound ? <OrderNotFound /> : <PageSpinner />;
  if (query.isPending) return <PageSpinner />;

  const order = query.data;
  const refreshOrder = () => void queryClient.invalidateQueries({ queryKey: buyerOrderKeys.all });
  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="link" className="self-start px-0">
        <Link to="/buyer-dashboard/orders">
          <ArrowLeft aria-hidden="true" />
          {t("order.backToOrders")}
        </Link>
      </Button>
      <PageTitle
        title={t("order.title", { id: order.orderNumber })}
        description={t("order.description")}
        className="mb-0"
        actions={
          <div className="flex flex-wrap gap-2">
            <BuyAgainButton orderId={order.id} orderNumber={order.orderNumber} size="default" />
            {order.canCancel ? <CancelOrderButton order={order} /> : null}
          </div>
        }
      />
      <div role="status" aria-label={t("order.statusLabel")} className="-mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <OrderStatusBadge status={order.displayStatus} />
        <span>{t("order.placedOn", { date: formatDateTime(order.createdAt) })}</span>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t("order.items")}</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderItems
                items={order.items}
                renderItemExtra={(item) => (
                  <>
                    <ItemReturn orderId={order.id} item={item} canRequest={order.canRequestReturn} onRequested={refreshOrder} />
                    <ItemReview item={item} state={reviewStates.data?.get(item.id)} />
                  </>
                )}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("order.seller")}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <p className="flex items-center gap-1.5 font-medium">
                {order.seller.companyName ?? "—"}
                {order.seller.isVerified ? <VerifiedBadge /> : null}
              </p>
              <OrderAddresses order={order} />
            </CardContent>
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t("order.payment")}</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderPayment order={order} />
              <TaxInvoiceLink audience="buyer" orderId={order.id} invoiceNumber={order.invoice?.invoiceNumber} className="mt-4 border-t pt-4" />
              <CreditNoteLinks audience="buyer" orderId={order.id} creditNotes={order.creditNotes} className="mt-4 border-t pt-4" />
            </CardContent>
          </Card>
          {order.shipment ? <OrderShipment shipment={order.shipment} /> : null}
          <Card>
            <CardHeader>
              <CardTitle>{t("order.timeline")}</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderTimeline entries={order.timeline} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
