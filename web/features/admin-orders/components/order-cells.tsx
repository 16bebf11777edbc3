import type { AdminOrder } from "@domain/schemas/admin-orders";
import { useTranslation } from "react-i18next";
import { CreditNoteLinks } from "@web/components/ui/credit-note-links";
import { Price } from "@web/components/ui/price";
import { TaxInvoiceLink } from "@web/components/ui/tax-invoice-link";
import { formatDate } from "@web/lib/format-date";

/** The order's number (as every screen shows it), its date, its tax invoice and credit notes (downloads). */
export function OrderIdCell({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin-orders");
  return (
    <div className="flex flex-col">
      <span className="font-mono font-semibold">{t("orderNumber", { id: order.orderNumber })}</span>
      <span className="text-xs text-muted-foreground">{formatDate(order.createdAt)}</span>
      <TaxInvoiceLink audience="admin" orderId={order.id} invoiceNumber={order.invoiceNumber} compact />
      <CreditNoteLinks audience="admin" orderId={order.id} creditNotes={order.creditNotes} compact />
    </div>
  );
}

/** Buyer and seller, each as the company (else the person). */
export function OrderPartiesCell({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin-orders");
  return (
    <dl className="grid min-w-40 grid-cols-[auto_1fr] gap-x-2 text-sm">
      <dt className="text-muted-foreground">{t("buyer")}</dt>
      <dd>{order.buyerName ?? "—"}</dd>
      <dt className="text-muted-foreground">{t("seller")}</dt>
      <dd>{order.sellerName ?? "—"}</dd>
    </dl>
  );
}

/** Total (goods and freight) and how it is paid (with the advance of cash on delivery). */
export function OrderPaymentCell({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin-orders");
  const { t: buyer } = useTranslation("buyer");
  return (
    <div className="flex flex-col">
      <Price paise={order.totalAmount} className="font-medium tabular-nums" />
      <span className="text-xs text-muted-foreground">
        {t("goods")} <Price paise={order.totalAmount - order.freightAmount} /> · {t("freight")} <Price paise={order.freightAmount} />
      </span>
      <span className="text-xs text-muted-foreground">
        {buyer(`paymentMethod.${order.paymentMethod}`)}
        {order.paymentMethod === "cod" ? ` · ${t("advance")} ` : null}
        {order.paymentMethod === "cod" ? <Price paise={order.advanceAmount} /> : null}
      </span>
    </div>
  );
}

/** The shipping address on a few short lines. */
export function OrderAddressCell({ order }: { order: AdminOrder }) {
  const { address, city, state, zip } = order.shippingAddress;
  return (
    <address className="max-w-56 text-sm not-italic">
      {address}
      <br />
      {city}, {state} {zip}
    </address>
  );
}
