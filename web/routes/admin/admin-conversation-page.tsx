import { ArrowLeft, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { PageSpinner } from "@web/components/ui/spinner";
import { useAdminThread } from "@web/features/admin-conversations/api/get-thread";
import { CloseThreadDialog } from "@web/features/admin-conversations/components/close-thread-dialog";
import { ThreadFacts } from "@web/features/admin-conversations/components/thread-facts";
import { ThreadMessages } from "@web/features/admin-conversations/components/thread-messages";
import { ThreadQuotes } from "@web/features/admin-conversations/components/thread-quotes";
import { ThreadStatusBadge } from "@web/features/admin-conversations/components/thread-status-badge";
import { LoadFailed } from "@web/features/buyer-orders/components/load-failed";
import { hasErrorCode } from "@web/lib/api-client";

/** One conversation as an administrator reads it: parties, terms, every message and quote; Close while open. */
export default function AdminConversationPage() {
  const { t } = useTranslation("admin-conversations");
  const { threadId = "" } = useParams();
  const query = useAdminThread(threadId);
  const thread = query.data;
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin-dashboard/conversations" className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("detail.back")}
      </Link>
      {query.isPending ? (
        <PageSpinner />
      ) : hasErrorCode(query.error, "THREAD_NOT_FOUND") ? (
        <EmptyState icon={SearchX} title={t("detail.notFound")} />
      ) : !thread ? (
        <LoadFailed title={t("detail.loadFailed")} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <PageTitle title={thread.subject} actions={thread.status === "open" ? <CloseThreadDialog threadId={thread.id} /> : null} className="mb-0" />
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <ThreadStatusBadge status={thread.status} />
            <span>{t(`origins.${thread.origin}`)}</span>
          </div>
          {thread.closedReason ? (
            <p role="status" className="rounded-lg border border-dashed bg-muted/40 p-3 text-sm">
              {t("detail.closedReason", { reason: thread.closedReason })}
            </p>
          ) : null}
          <ThreadFacts thread={thread} />
          <ThreadMessages thread={thread} />
          <ThreadQuotes quotes={thread.quotes} />
        </>
      )}
    </div>
  );
}
