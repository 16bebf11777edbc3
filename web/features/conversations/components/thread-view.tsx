import type { AcceptedQuote, Quote, ThreadDetail } from "@domain/schemas/conversations";
import { ArrowLeft, Lock, MessageSquareOff, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { isThreadNotFound, useThread } from "../api/get-thread";
import { useMarkThreadRead } from "../api/mark-read";
import type { Side } from "../api/query-keys";
import { BlockBuyerButton } from "./block-buyer-button";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { BuyerQuoteActions, SellerQuoteActions } from "./quote-actions";
import { SendQuoteDialog } from "./send-quote-dialog";
import { ThreadHeader } from "./thread-header";

interface ThreadViewProps {
  side: Side;
  threadId: string;
  /** The list this thread belongs to ("All enquiries"). */
  backTo: string;
  /** Buyer side: what to do with an accepted quotation's line (the page puts it in the cart). */
  onQuoteAccepted?: (line: AcceptedQuote, quote: Quote, thread: ThreadDetail) => void;
}

/**
 * One conversation: its header, the payment-protection notice, the messages (newest last) with quotation cards, and
 * the composer (none once the thread is closed). Opening it, and every new message while it is open, marks it read.
 */
export function ThreadView({ side, threadId, backTo, onQuoteAccepted }: ThreadViewProps) {
  const { t } = useTranslation("conversations");
  const query = useThread(side, threadId);
  const thread = query.data;
  const markRead = useMarkThreadRead(side);
  const { mutate: markAsRead } = markRead;
  const unread = thread?.unread ?? 0;
  const lastMessageAt = thread?.lastMessageAt;

  // The thread's unread count comes from the server: anything unread while it is on screen has now been seen.
  useEffect(() => {
    if (unread > 0) markAsRead(threadId);
  }, [unread, lastMessageAt, threadId, markAsRead]);

  const back = (
    <Link to={backTo} className="inline-flex min-h-11 items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("thread.back")}
    </Link>
  );

  if (query.isPending) return <PageSpinner />;
  if (!thread) {
    const notFound = isThreadNotFound(query.error);
    return (
      <div className="flex flex-col gap-4">
        {back}
        <EmptyState
          icon={MessageSquareOff}
          title={notFound ? t("thread.notFound") : t("thread.loadFailed")}
          description={notFound ? t("thread.notFoundText") : undefined}
          action={notFound ? null : <Button onClick={() => void query.refetch()}>{t("common:retry")}</Button>}
        />
      </div>
    );
  }

  const open = thread.status === "open";
  const sellerActions =
    side === "seller" && open ? (
      <>
        <SendQuoteDialog threadId={thread.id} productId={thread.product?.id ?? null} quantity={thread.quantity} />
        <BlockBuyerButton threadId={thread.id} blocked={thread.buyerBlocked} />
      </>
    ) : null;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {back}
      <ThreadHeader side={side} thread={thread} actions={sellerActions} />
      <p className="flex items-start gap-2 rounded-md border border-border bg-muted/60 p-3 text-sm" role="note">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 translate-y-0.5 text-success" />
        {t("thread.protection")}
      </p>
      {side === "seller" && thread.buyerBlocked ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status">
          {t("thread.blockedNotice")}
        </p>
      ) : null}
      <MessageList
        side={side}
        thread={thread}
        quoteActions={(quote) =>
          !open ? null : side === "buyer" ? (
            <BuyerQuoteActions quote={quote} onAccepted={(line) => onQuoteAccepted?.(line, quote, thread)} />
          ) : (
            <SellerQuoteActions quote={quote} />
          )
        }
      />
      {open ? (
        <Composer side={side} threadId={thread.id} />
      ) : (
        <div className="flex flex-col gap-1 rounded-lg border border-border bg-muted p-4" role="status">
          <p className="flex items-center gap-2 font-semibold">
            <Lock aria-hidden="true" className="size-4" />
            {t("thread.closedTitle")}
          </p>
          {thread.closedReason ? <p className="text-sm">{t("thread.closedReason", { reason: thread.closedReason })}</p> : null}
        </div>
      )}
    </div>
  );
}
