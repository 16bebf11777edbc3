import type { ThreadSummary } from "@domain/schemas/conversations";
import { MessagesSquare, Package } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ResponsiveImage } from "@web/components/ui/responsive-image";
import { PageSpinner } from "@web/components/ui/spinner";
import { VerifiedBadge } from "@web/components/ui/verified-badge";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/format-date";
import { useThreadList } from "../api/list-threads";
import type { Side } from "../api/query-keys";

interface ThreadListProps {
  side: Side;
  /** Where a thread opens: `${basePath}/${threadId}`. */
  basePath: string;
  /** Shown when there is none yet (a way to start one). */
  emptyAction?: React.ReactNode;
}

/** The caller's conversations, most recently active first, with unread counts; live through the dashboard's stream. */
export function ThreadList({ side, basePath, emptyAction }: ThreadListProps) {
  const { t } = useTranslation("conversations");
  const list = useThreadList(side);
  const threads = list.data?.pages.flatMap((page) => page.items) ?? [];

  if (list.isPending) return <PageSpinner />;
  if (list.isError && threads.length === 0) {
    return <EmptyState title={t("list.loadFailed")} action={<Button onClick={() => void list.refetch()}>{t("common:retry")}</Button>} />;
  }
  if (threads.length === 0) {
    return <EmptyState icon={MessagesSquare} title={t("list.none")} description={side === "buyer" ? t("list.noneBuyer") : t("list.noneSeller")} action={emptyAction} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
        {threads.map((thread) => (
          <ThreadRow key={thread.id} thread={thread} side={side} to={`${basePath}/${thread.id}`} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="outline" className="self-center" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t("list.loadMore")}
        </Button>
      ) : null}
    </div>
  );
}

function ThreadRow({ thread, side, to }: { thread: ThreadSummary; side: Side; to: string }) {
  const { t } = useTranslation("conversations");
  const other = side === "buyer" ? thread.seller : thread.buyer;
  const unread = thread.unread > 0;
  return (
    <li>
      <Link to={to} className="flex min-h-11 gap-3 p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:p-4">
        {thread.product?.imageUrl ? (
          <ResponsiveImage mediaUrl={thread.product.imageUrl} sizes="48px" width={48} height={48} alt="" className="size-12 shrink-0 rounded-md border border-border object-cover" />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted" aria-hidden="true">
            <Package className="size-6 text-muted-foreground" />
          </span>
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-start justify-between gap-2">
            <span className={cn("min-w-0 break-words", unread ? "font-semibold" : "font-medium")}>{thread.subject}</span>
            <time dateTime={thread.lastMessageAt} className="shrink-0 text-xs text-muted-foreground">
              {formatDateTime(thread.lastMessageAt)}
            </time>
          </span>
          <span className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            {other.companyName ?? t(side === "buyer" ? "thread.seller" : "thread.buyer")}
            {other.isVerified ? <VerifiedBadge /> : null}
            {thread.status === "closed" ? <Badge variant="outline">{t("list.closed")}</Badge> : null}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className="line-clamp-1 min-w-0 break-all text-sm">{thread.lastMessage}</span>
            {unread ? <Badge data-testid="thread-unread">{t("list.unreadBadge", { count: thread.unread })}</Badge> : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
