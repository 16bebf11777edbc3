import { Inbox } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-date";
import { useMailbox } from "../api/list-mailbox";

/** Every email the app would have sent, newest first, with its links ready to open. */
export function MailboxList() {
  const { t } = useTranslation("auth");
  const [to, setTo] = useState("");
  const { data, isPending, error } = useMailbox(to.trim().toLowerCase());

  if (error instanceof ApiError && error.status === 404) {
    return <EmptyState icon={Inbox} title={t("mailbox.unavailableTitle")} description={t("mailbox.unavailableText")} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <FormField label={t("mailbox.filter")} className="max-w-sm">
        <Input type="email" value={to} onChange={(e) => setTo(e.target.value)} placeholder={t("mailbox.filterPlaceholder")} />
      </FormField>
      {isPending ? (
        <Spinner />
      ) : !data?.messages.length ? (
        <EmptyState icon={Inbox} title={t("mailbox.emptyTitle")} description={t("mailbox.emptyText")} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("mailbox.listLabel")}>
          {data.messages.map((message) => (
            <li key={message.id}>
              <Card>
                <CardHeader>
                  <CardTitle className="text-base">{message.subject}</CardTitle>
                  <CardDescription>
                    {t("mailbox.meta", { to: message.to, when: formatDateTime(message.createdAt) })}
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-col gap-3">
                  <pre className="whitespace-pre-wrap break-words font-sans text-sm">{message.text}</pre>
                  {message.links.map((link) => (
                    <a key={link} href={link} className="break-all text-sm font-medium text-primary hover:underline">
                      {link}
                    </a>
                  ))}
                  {message.attachments.length > 0 ? (
                    <p className="text-sm text-muted-foreground">{t("mailbox.attachments", { names: message.attachments.join(", ") })}</p>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
