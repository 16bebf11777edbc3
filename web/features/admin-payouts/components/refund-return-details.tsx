import { formatINR } from "@domain/money";
import type { ManualRefundRow } from "@domain/schemas/admin-payouts";
import { useTranslation } from "react-i18next";

/**
 * The return behind a refund owed by hand: the item, the units, the whole refund (online and by hand) and the buyer's
 * photos. Phrasing content only, so it may sit in a dialog's description paragraph.
 */
export function RefundReturnDetails({ refund, photoSize = "size-10" }: { refund: ManualRefundRow; photoSize?: string }) {
  const { t } = useTranslation("admin-payouts");
  return (
    <span className="flex flex-col gap-1">
      <span>{t("refunds.returned", { count: refund.quantity, product: refund.productName })}</span>
      <span data-testid="refund-split">
        {t("refunds.split", { amount: formatINR(refund.refund.amount), online: formatINR(refund.refund.online), manual: formatINR(refund.refund.manual) })}
      </span>
      {refund.photos.length > 0 ? (
        <span role="group" aria-label={t("refunds.photos")} className="flex flex-wrap gap-1.5">
          {refund.photos.map((photo, index) => (
            <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer" className="block">
              <img src={photo.url} alt={t("refunds.photoAlt", { n: index + 1 })} loading="lazy" className={`${photoSize} rounded border border-border object-cover`} />
            </a>
          ))}
        </span>
      ) : null}
    </span>
  );
}
