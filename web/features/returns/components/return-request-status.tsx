import { formatINR } from "@domain/money";
import type { ReturnStatus } from "@domain/orders";
import type { ReturnRequest } from "@domain/schemas/order-returns";
import { RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/format-date";

const VARIANTS: Record<ReturnStatus, BadgeProps["variant"]> = {
  pending: "warning",
  approved: "success",
  rejected: "destructive",
  processing: "secondary",
  completed: "success",
};

/** One return or exchange request of an item as the seller last left it: units, reason, photos and, once done, its refund. */
export function ReturnRequestStatus({ request }: { request: ReturnRequest }) {
  const { t } = useTranslation("buyer");
  return (
    <div className="flex flex-col gap-1 rounded-md bg-muted p-3 text-sm" data-testid="return-request">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <RotateCcw aria-hidden="true" className="size-4" />
        {t("returns.requestedUnits", { type: t(`returns.types.${request.requestType}`), count: request.quantity })}
        <Badge variant={VARIANTS[request.status]}>{t(`returns.statuses.${request.status}`)}</Badge>
        <time dateTime={request.createdAt} className="font-normal text-muted-foreground">
          {formatDate(request.createdAt)}
        </time>
      </p>
      <p className="text-muted-foreground">{request.reason}</p>
      {request.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("returns.photosChosen")}>
          {request.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                <img src={photo.url} alt={t("returns.photoAlt", { n: index + 1 })} loading="lazy" className="size-16 rounded-md border border-border object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {request.refund ? (
        <p>
          {t("returns.refundedSplit", { amount: formatINR(request.refund.amount), online: formatINR(request.refund.online), manual: formatINR(request.refund.manual) })}
        </p>
      ) : null}
    </div>
  );
}
