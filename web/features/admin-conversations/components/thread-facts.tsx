import { formatINR } from "@domain/money";
import type { ThreadDetail } from "@domain/schemas/conversations";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { VerifiedBadge } from "@web/components/ui/verified-badge";
import { formatDateTime, formatNumber } from "@web/lib/format-date";

/** Who talks to whom, about how many at what target price, delivered where. */
export function ThreadFacts({ thread }: { thread: ThreadDetail }) {
  const { t } = useTranslation("admin-conversations");
  const party = (p: ThreadDetail["buyer"]) => (
    <span className="inline-flex items-center gap-1">
      {p.companyName ?? "—"}
      {p.isVerified ? <VerifiedBadge /> : null}
    </span>
  );
  const facts: [string, ReactNode][] = [
    [t("detail.buyer"), party(thread.buyer)],
    [t("detail.seller"), party(thread.seller)],
    [t("detail.quantity"), formatNumber(thread.quantity)],
    [t("detail.targetPrice"), thread.targetUnitPrice === null ? t("detail.bestPrice") : t("detail.perUnit", { price: formatINR(thread.targetUnitPrice) })],
    [t("detail.delivery"), `${thread.deliveryCity} ${thread.deliveryPincode}`],
    [t("detail.started"), formatDateTime(thread.createdAt)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="flex min-w-0 flex-col">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
