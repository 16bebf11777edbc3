import { formatINR } from "@domain/money";
import type { Requirement } from "@domain/schemas/requirements";
import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useCategoryName } from "@web/lib/category-text";
import { formatDate, formatNumber } from "@web/lib/format-date";
import { RespondDialog } from "./respond-dialog";

/** One buy lead: what the buyer needs, how many, at what price, where and by when; Respond, or the conversation. */
export function BuyLeadCard({ lead }: { lead: Requirement }) {
  const { t } = useTranslation("requirements");
  const categoryName = useCategoryName();
  const facts: [string, string][] = [
    [t("buyLeads.quantity"), t("units", { quantity: formatNumber(lead.quantity) })],
    [t("buyLeads.targetPrice"), lead.targetUnitPrice === null ? t("buyLeads.bestPrice") : t("buyLeads.perUnit", { price: formatINR(lead.targetUnitPrice) })],
    [t("buyLeads.delivery"), `${lead.deliveryCity} ${lead.deliveryPincode}`],
    [t("buyLeads.neededBy"), lead.neededBy ? formatDate(lead.neededBy) : t("buyLeads.flexible")],
    [t("buyLeads.buyer"), lead.buyer?.companyName ?? t("buyLeads.aBuyer")],
  ];
  const headingId = `lead-${lead.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="font-semibold break-words">
            {lead.productName}
          </h2>
          <Badge variant="outline" className="self-start">
            {categoryName(lead.category)}
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {t("buyLeads.posted", { date: formatDate(lead.createdAt) })}, {t("buyLeads.expires", { date: formatDate(lead.expiresAt) })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-5">
        {facts.map(([term, value]) => (
          <div key={term} className="flex min-w-0 flex-col">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {lead.details ? <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground">{lead.details}</p> : null}
      <div>
        {lead.threadId ? (
          <Button asChild size="sm" variant="outline">
            <Link to={`/seller-dashboard/enquiries/${lead.threadId}`}>
              <MessagesSquare aria-hidden="true" />
              {t("buyLeads.openConversation")}
            </Link>
          </Button>
        ) : (
          <RespondDialog lead={lead} />
        )}
      </div>
    </article>
  );
}
