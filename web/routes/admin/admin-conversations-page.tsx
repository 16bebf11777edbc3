import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CursorPager } from "@web/components/ui/cursor-pager";
import { EmptyState } from "@web/components/ui/empty-state";
import { PageTitle } from "@web/components/ui/page-title";
import { Spinner } from "@web/components/ui/spinner";
import { useAdminThreads } from "@web/features/admin-conversations/api/list-threads";
import { ThreadsTable } from "@web/features/admin-conversations/components/threads-table";
import { useCursorPages } from "@web/lib/use-cursor-pages";
import { useErrorToast } from "@web/lib/use-error-toast";

/** Conversations: every buyer–seller thread, most recently active first, one keyset page at a time. */
export default function AdminConversationsPage() {
  const { t } = useTranslation("admin-conversations");
  const pages = useCursorPages<string>();
  const threads = useAdminThreads(pages.cursor);
  useErrorToast(threads.isError ? threads.errorUpdatedAt : null, t("loadFailed"));
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("title")} description={t("description")} showDescription className="mb-2" />
      {!threads.data ? (
        <Spinner />
      ) : threads.data.items.length === 0 ? (
        <EmptyState icon={MessagesSquare} title={t("none")} />
      ) : (
        <ThreadsTable threads={threads.data.items} />
      )}
      <CursorPager
        isFirst={pages.isFirst}
        hasNext={Boolean(threads.data?.nextCursor)}
        onFirst={pages.reset}
        onNext={() => threads.data?.nextCursor && pages.next(threads.data.nextCursor)}
        firstLabel={t("newest")}
        nextLabel={t("older")}
      />
    </div>
  );
}
