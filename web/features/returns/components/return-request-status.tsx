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

/** An item's return or exchange request as the seller last left it. */
export function ReturnRequestStatus({ request }: { request: ReturnRequest }) {
  const { t } = useTranslation("buyer");
  return (
    <div className="flex flex-col gap-1 rounded-md bg-muted p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <RotateCcw aria-hidden="true" className="size-4" />
        {t("returns.requested", { type: t(`returns.types.${request.requestType}`) })}
        <Badge variant={VARIANTS[request.status]}>{t(`returns.statuses.${request.status}`)}</Badge>
        <time dateTime={request.createdAt} className="font-normal text-muted-foreground">
          {formatDate(request.createdAt)}
        </time>
      </p>
      <p className="text-muted-foreground">{request.reason}</p>
    </div>
  );
}
