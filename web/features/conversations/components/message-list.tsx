import type { ThreadDetail } from "@domain/schemas/conversations";
import { Info } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/format-date";
import type { Side } from "../api/query-keys";
import { timelineOf, type TimelineEntry } from "../message-timeline";
import { AttachmentLink } from "./attachment-link";
import { QuoteCard } from "./quote-card";

interface MessageListProps {
  side: Side;
  thread: ThreadDetail;
  /** The buttons under a quotation card (Accept, Withdraw), by the viewer's side. */
  quoteActions: (quote: ThreadDetail["quotes"][number]) => ReactNode;
}

/** The thread's messages oldest first, newest last; the page scrolls to the newest when it opens and as more arrive. */
export function MessageList({ side, thread, quoteActions }: MessageListProps) {
  const { t } = useTranslation("conversations");
  const entries = timelineOf(thread);
  const end = useRef<HTMLLIElement>(null);
  const count = entries.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [count]);

  const authorName = (entry: TimelineEntry) => {
    const author = entry.message.author;
    if (author === side) return t("thread.you");
    if (author === "buyer") return thread.buyer.companyName ?? t("thread.buyer");
    if (author === "seller") return thread.seller.companyName ?? t("thread.seller");
    return t("thread.platform");
  };

  if (count === 0) return <p className="text-sm text-muted-foreground">{t("thread.noMessages")}</p>;
  return (
    <ol aria-label={t("thread.messagesLabel")} className="flex flex-col gap-4" data-testid="message-list">
      {entries.map((entry, index) => {
        const { message } = entry;
        const time = (
          <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
            {formatDateTime(message.createdAt)}
          </time>
        );
        if (entry.kind === "system") {
          return (
            <li key={message.id} ref={index === count - 1 ? end : undefined} data-testid="system-message" className="flex flex-col items-center gap-0.5 text-center">
              <p className="flex max-w-full items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-sm text-muted-foreground">
                <Info aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 break-words">{message.body}</span>
              </p>
              {time}
            </li>
          );
        }
        const own = message.author === side;
        return (
          <li
            key={message.id}
            ref={index === count - 1 ? end : undefined}
            data-testid="message"
            className={cn("flex max-w-full flex-col gap-1", own ? "items-end" : "items-start")}
          >
            <p className="text-xs">
              <span className="font-semibold">{authorName(entry)}</span> · {time}
            </p>
            {entry.kind === "quote" ? (
              <QuoteCard quote={entry.quote} actions={quoteActions(entry.quote)} />
            ) : (
              <div className={cn("flex max-w-[min(100%,36rem)] flex-col gap-2 rounded-lg px-3 py-2", own ? "bg-secondary text-secondary-foreground" : "border border-border bg-card")}>
                {message.body ? <p className="whitespace-pre-wrap break-words text-sm">{message.body}</p> : null}
                <AttachmentLink side={side} threadId={thread.id} message={message} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
