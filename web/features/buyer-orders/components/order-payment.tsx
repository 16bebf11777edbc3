import type { BuyerOrderDetail } from "@domain/schemas/buyer-orders";
import { formatINR } from "@domain/money";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Price } from "@web/components/ui/price";
import { formatDateWindow } from "@web/lib/format-date";

const REFUND_BADGE = { pending: "warning", success: "success", failed: "destructive" } as const;

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={strong ? "font-semibold" : undefined}>{children}</dd>
    </div>
  );
}

/**
 * Method, freight and the promised delivery window (until delivered), total, what was paid online, what was paid on delivery once delivered (COD) or else what is still due
 * (unless cancelled: a cancelled order is never delivered), what returns refunded (online and by hand) and what the
 * buyer has paid less them, and the refund of a cancelled order.
 */
export function OrderPayment({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation("buyer");
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="divide-y divide-border">
        <Row label={t("order.paymentMethod")}>{t(`paymentMethod.${order.paymentMethod}`)}</Row>
        {order.freightAmount > 0 ? (
          <Row label={t("order.freight")}>
            <Price paise={order.freightAmount} />
          </Row>
        ) : null}
        {order.deliveryWindow && order.status !== "Delivered" && order.status !== "Cancelled" ? (
          <Row label={t("order.deliveryWindow")}>{formatDateWindow(order.deliveryWindow.earliest, order.deliveryWindow.latest)}</Row>
        ) : null}
        <Row label={t("order.orderTotal")} strong>
          <Price paise={order.totalAmount} />
        </Row>
        <Row label={t("order.amountPaid")}>
          <Price paise={order.amountPaid} />
        </Row>
        {order.paymentMethod === "cod" && order.amountPaidOnDelivery > 0 ? (
          <Row label={t("order.amountPaidOnDelivery")}>
            <Price paise={order.amountPaidOnDelivery} />
          </Row>
        ) : null}
        {order.paymentMethod === "cod" && order.status !== "Cancelled" && order.amountPaidOnDelivery === 0 ? (
          <Row label={t("order.amountDue")} strong>
            <Price paise={order.amountDueOnDelivery} />
          </Row>
        ) : null}
        {order.returnsRefunded.amount > 0 ? (
          <>
            <Row label={t("order.refundedOnline")}>
              <Price paise={order.returnsRefunded.online} />
            </Row>
            {order.returnsRefunded.manual > 0 ? (
              <Row label={t("order.refundedByHand")}>
                <Price paise={order.returnsRefunded.manual} />
              </Row>
            ) : null}
            <Row label={t("order.netPaid")} strong>
              <Price paise={order.netPaid} />
            </Row>
          </>
        ) : null}
      </dl>
      {order.refund ? (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-md bg-muted p-3">
          <Badge variant={REFUND_BADGE[order.refund.status]}>{t("order.refund")}</Badge>
          <span>{t(`order.refundStatus.${order.refund.status}`, { amount: formatINR(order.refund.amount) })}</span>
        </div>
      ) : null}
    </div>
  );
}
