import type { ThreadDetail } from "@domain/schemas/conversations";
import { Paperclip } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";
import { formatDateTime, formatNumber } from "@web/lib/format-date";
import { attachmentUrl } from "../api/get-thread";

/** The whole conversation, oldest first, each message with its author, time and any attachment to download. */
export function ThreadMessages({ thread }: { thread: Pick<ThreadDetail, "id" | "messages" | "buyer" | "seller"> }) {
  const { t } = useTranslation("admin-conversations");
  const authorName = (author: ThreadDetail["messages"][number]["author"]) =>
    author === "buyer" ? (thread.buyer.companyName ?? t("detail.authors.buyer")) : author === "seller" ? (thread.seller.companyName ?? t("detail.authors.seller")) : t(`detail.authors.${author}`);
  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-3">
      <h2 id="messages-heading" className="text-lg font-semibold">
        {t("detail.messages")}
      </h2>
      {thread.messages.length === 0 ? <p className="text-sm text-muted-foreground">{t("detail.noMessages")}</p> : null}
      <ol className="flex flex-col gap-2">
        {thread.messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              "flex flex-col gap-1 rounded-lg border p-3",
              message.author === "seller" ? "bg-card sm:ml-8" : message.author === "buyer" ? "bg-muted/40 sm:mr-8" : "border-dashed bg-amber-50",
            )}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-muted-foreground">
              <span className="font-medium text-foreground">
                {authorName(message.author)} <span className="font-normal text-muted-foreground">({t(`detail.authors.${message.author}`)})</span>
              </span>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </div>
            {message.body ? <p className="text-sm break-words whitespace-pre-line">{message.body}</p> : null}
            {message.attachment ? (
              <a
                href={attachmentUrl(thread.id, message.id)}
                download={message.attachment.name}
                className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                <Paperclip aria-hidden="true" className="size-4" />
                {t("detail.download", { name: message.attachment.name })}
                <span className="text-xs text-muted-foreground">({t("detail.size", { size: formatNumber(Math.ceil(message.attachment.bytes / 1024)) })})</span>
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
