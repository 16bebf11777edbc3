import type { SellerOrderRow } from "@domain/schemas/seller-orders";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CreditNoteLinks } from "@web/components/ui/credit-note-links";
import { Price } from "@web/components/ui/price";
import { TaxInvoiceLink } from "@web/components/ui/tax-invoice-link";
import { OrderItems } from "./order-items";
import { OrderStatusSelect } from "./order-status-select";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * An expanded order: items, buyer, shipping address, payment (goods subtotal, freight and total; COD with advance and
 * amount due) and the status.
 */
export function OrderDetails({ order }: { order: SellerOrderRow }) {
  const { t } = useTranslation("seller-orders");
  const address = order.shippingAddress;
  const cod = order.paymentMethod === "cod";
  return (
    <div className="grid gap-5 md:grid-cols-[1fr_18rem]">
      <Section title={t("items")}>
        <OrderItems items={order.items} />
      </Section>
      <div className="flex flex-col gap-5">
        <OrderStatusSelect orderId={order.id} orderNumber={order.orderNumber} status={order.status} />
        <Section title={t("buyer")}>
          <p className="text-sm">{order.buyerName ?? "—"}</p>
        </Section>
        <Section title={t("shippingAddress")}>
          <address className="text-sm not-italic">
            {address.address}
            <br />
            {address.city}, {address.state} {address.zip}
            <br />
            {address.country}
          </address>
        </Section>
        <Section title={t("payment.title")}>
          <dl className="text-sm">
            <Row label={t("payment.goods")}>
              <Price paise={order.totalAmount - order.freightAmount} />
            </Row>
            <Row label={t("payment.freight")}>
              <Price paise={order.freightAmount} />
            </Row>
            <Row label={t("payment.total")}>
              <Price paise={order.totalAmount} />
            </Row>
            <Row label={t("payment.method")}>{t(`payment.${order.paymentMethod}`)}</Row>
            {cod ? (
              <>
                <Row label={t("payment.advancePaid")}>
                  <Price paise={order.advanceAmount} />
                </Row>
                {order.amountPaidOnDelivery > 0 ? (
                  <Row label={t("payment.paidOnDelivery")}>
                    <Price paise={order.amountPaidOnDelivery} />
                  </Row>
                ) : (
                  <Row label={t("payment.dueOnDelivery")}>
                    <Price paise={order.amountDueOnDelivery} />
                  </Row>
                )}
              </>
            ) : null}
            {order.returnsRefunded > 0 ? (
              <Row label={t("payment.returnsRefunded")}>
                <Price paise={order.returnsRefunded} />
              </Row>
            ) : null}
          </dl>
        </Section>
        <TaxInvoiceLink audience="seller" orderId={order.id} invoiceNumber={order.invoice?.invoiceNumber} />
        <CreditNoteLinks audience="seller" orderId={order.id} creditNotes={order.creditNotes} />
      </div>
    </div>
  );
}
