import { formatINR } from "@domain/money";
import type { ThreadDetail } from "@domain/schemas/conversations";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageTitle } from "@web/components/ui/page-title";
import { VerifiedBadge } from "@web/components/ui/verified-badge";
import { formatNumber } from "@web/lib/format-date";
import type { Side } from "../api/query-keys";

/** The thread's subject (the page's h1) and what was asked: quantity, target price, delivery place, the other party. */
export function ThreadHeader({ side, thread, actions }: { side: Side; thread: ThreadDetail; actions?: ReactNode }) {
  const { t } = useTranslation("conversations");
  const other = side === "buyer" ? thread.seller : thread.buyer;
  const details: [string, ReactNode][] = [
    [
      t("thread.with"),
      <span key="with" className="inline-flex flex-wrap items-center gap-1">
        {other.companyName ?? t(side === "buyer" ? "thread.seller" : "thread.buyer")}
        {other.isVerified ? <VerifiedBadge /> : null}
      </span>,
    ],
    ...(thread.product
      ? [[t("thread.product"), <Link key="product" to={`/product/${thread.product.id}`} className="text-primary underline-offset-4 hover:underline">{thread.product.name}</Link>] as [string, ReactNode]]
      : []),
    [t("thread.quantity"), formatNumber(thread.quantity)],
    [t("thread.targetPrice"), thread.targetUnitPrice === null ? t("thread.noTarget") : t("thread.perUnit", { price: formatINR(thread.targetUnitPrice) })],
    [t("thread.deliveryPlace"), `${thread.deliveryCity}, ${thread.deliveryPincode}`],
  ];
  return (
    <header className="flex flex-col gap-3">
      <PageTitle title={thread.subject} className="mb-0 [&_h1]:break-words [&_h1]:text-xl [&_h1]:sm:text-2xl" actions={actions} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-border bg-card p-4 text-sm sm:grid-cols-2" data-testid="thread-details">
        {details.map(([term, value]) => (
          <div key={term} className="flex min-w-0 flex-wrap gap-x-2">
            <dt className="text-muted-foreground">{term}:</dt>
            <dd className="min-w-0 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
