import type { Message } from "@domain/schemas/conversations";
import { FileText, ImageIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { attachmentUrl, type Side } from "../api/query-keys";
import { fileSize } from "../attachment-check";

/** A message's file as a download link (the server always sends it as an attachment): icon, name and size. */
export function AttachmentLink({ side, threadId, message }: { side: Side; threadId: string; message: Message }) {
  const { t } = useTranslation("conversations");
  const attachment = message.attachment;
  if (!attachment) return null;
  const { unit, size } = fileSize(attachment.bytes);
  const sizeText = t(`attachment.${unit}`, { size });
  const Icon = attachment.contentType.startsWith("image/") ? ImageIcon : FileText;
  return (
    <a
      href={attachmentUrl(side, threadId, message.id)}
      download={attachment.name}
      aria-label={t("attachment.download", { name: attachment.name, size: sizeText })}
      className="flex min-h-11 max-w-full items-center gap-2 rounded-md border border-border bg-background px-3 py-2 text-sm text-foreground hover:bg-muted"
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <span className="min-w-0 truncate font-medium">{attachment.name}</span>
      <span className="shrink-0 text-xs text-muted-foreground">{sizeText}</span>
    </a>
  );
}
