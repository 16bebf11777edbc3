import type { Requirement } from "@domain/schemas/requirements";
import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Spinner } from "@web/components/ui/spinner";
import { VerifiedBadge } from "@web/components/ui/verified-badge";
import { useCategoryName } from "@web/lib/category-text";
import { formatDateTime } from "@web/lib/format-date";
import { useRequirementAnswers } from "../api/list-requirement-answers";

/** The sellers who answered the requirement, one conversation each, most recently active first. */
export function RequirementAnswers({ requirement }: { requirement: Pick<Requirement, "id" | "category" | "state"> }) {
  const { t } = useTranslation("requirements");
  const categoryName = useCategoryName();
  const answers = useRequirementAnswers(requirement.id);
  const items = answers.data?.items ?? [];
  return (
    <section aria-labelledby="answers-heading" className="flex flex-col gap-3">
      <h2 id="answers-heading" className="text-lg font-semibold">
        {t("answers.title")}
      </h2>
      {answers.isPending ? (
        <Spinner />
      ) : answers.isError ? (
        <p className="text-sm text-destructive">{t("answers.loadFailed")}</p>
      ) : items.length === 0 ? (
        <div className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <p>{t("answers.none")}</p>
          {requirement.state === "open" ? <p>{t("answers.noneOpen", { category: categoryName(requirement.category) })}</p> : null}
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((thread) => (
            <li key={thread.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{thread.seller.companyName}</span>
                  {thread.seller.isVerified ? <VerifiedBadge /> : null}
                  {thread.unread > 0 ? <Badge>{t("answers.unread", { count: thread.unread })}</Badge> : null}
                  {thread.status === "closed" ? <Badge variant="secondary">{t("answers.closed")}</Badge> : null}
                </div>
                <p className="line-clamp-2 text-sm break-words text-muted-foreground">{thread.lastMessage}</p>
                <p className="text-xs text-muted-foreground">{formatDateTime(thread.lastMessageAt)}</p>
              </div>
              <Link
                to={`/buyer-dashboard/enquiries/${thread.id}`}
                className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline sm:self-center"
              >
                <MessagesSquare aria-hidden="true" className="size-4" />
                {t("answers.open")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
