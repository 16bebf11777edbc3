import { ADMIN_ACTIONS, AUDITED_ENTITY_TYPES } from "@domain/schemas/admin-audit";
import { ScrollText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CursorPager } from "@web/components/ui/cursor-pager";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { PageTitle } from "@web/components/ui/page-title";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { type AuditFilters, useAuditLog } from "@web/features/admin-audit/api/audit-log";
import { useAdminUsers } from "@web/features/admin-users/api/admin-users";
import { AuditTable } from "@web/features/admin-audit/components/audit-table";
import { useCursorPages } from "@web/lib/use-cursor-pages";
import { useErrorToast } from "@web/lib/use-error-toast";

/** Audit Log: every admin action with its before and after, newest first, filtered by admin, action or entity. */
export default function AdminAuditPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useState<AuditFilters>({});
  const pages = useCursorPages<number>();
  const log = useAuditLog(filters, pages.cursor);
  const admins = useAdminUsers({ role: "admin" }, null);
  useErrorToast(log.isError ? log.errorUpdatedAt : null, t("audit.failed"));
  const filter = (change: AuditFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    pages.reset();
  };
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("audit.title")} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t("audit.filterAdmin")}>
          <Select value={filters.actorId ?? ""} onChange={(event) => filter({ actorId: event.target.value || undefined })}>
            <option value="">{t("audit.anyAdmin")}</option>
            {admins.data?.users.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.email}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("audit.filterAction")}>
          <Select value={filters.action ?? ""} onChange={(event) => filter({ action: ADMIN_ACTIONS.find((action) => action === event.target.value) })}>
            <option value="">{t("audit.anyAction")}</option>
            {ADMIN_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`audit.actions.${action}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("audit.filterEntity")}>
          <Select value={filters.entityType ?? ""} onChange={(event) => filter({ entityType: AUDITED_ENTITY_TYPES.find((type) => type === event.target.value) })}>
            <option value="">{t("audit.anyEntity")}</option>
            {AUDITED_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`audit.entityTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <SearchInput label={t("audit.filterEntityId")} onSearch={(entityId) => filter({ entityId })} />
      </div>
      {!log.data ? <Spinner /> : log.data.entries.length === 0 ? <EmptyState icon={ScrollText} title={t("audit.none")} /> : <AuditTable entries={log.data.entries} />}
      <CursorPager
        isFirst={pages.isFirst}
        hasNext={Boolean(log.data?.nextBefore)}
        onFirst={pages.reset}
        onNext={() => log.data?.nextBefore && pages.next(log.data.nextBefore)}
        firstLabel={t("audit.newest")}
        nextLabel={t("audit.older")}
      />
    </div>
  );
}
