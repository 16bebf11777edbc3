import { useTranslation } from "react-i18next";
import { PageTitle } from "@web/components/ui/page-title";
import { MailboxList } from "@web/features/dev-mailbox/components/mailbox-list";

/** /dev/mailbox: where development emails land when no SMTP server is configured (absent in production). */
export default function DevMailboxPage() {
  const { t } = useTranslation("auth");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle title={t("mailbox.title")} description={t("mailbox.description")} showDescription />
      <MailboxList />
    </div>
  );
}
