import { Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CursorPager } from "@web/components/ui/cursor-pager";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { PageTitle } from "@web/components/ui/page-title";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { type UserFilters, useAdminUsers } from "@web/features/admin-users/api/admin-users";
import { UsersTable } from "@web/features/admin-users/components/users-table";
import { useCursorPages } from "@web/lib/use-cursor-pages";
import { useErrorToast } from "@web/lib/use-error-toast";

/** Users: every account, searched and filtered on the server, a page at a time, with the admin's actions per row. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  const { t: admin } = useTranslation("admin");
  const [filters, setFilters] = useState<UserFilters>({});
  const pages = useCursorPages<string>();
  const users = useAdminUsers(filters, pages.cursor);
  useErrorToast(users.isError ? users.errorUpdatedAt : null, admin("users.toasts.fetchFailed"));

  const filter = (key: "q" | "role" | "active" | "verified", value: string | undefined) => {
    setFilters((current) => ({ ...current, [key]: value || undefined }));
    pages.reset();
  };

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("pages.adminUsers")} />
      <div className="grid gap-3 sm:grid-cols-[1fr_repeat(3,10rem)]">
        <SearchInput label={admin("users.search")} placeholder={admin("users.searchPlaceholder")} onSearch={(q) => filter("q", q)} />
        <FormField label={admin("users.role")}>
          <Select value={filters.role ?? ""} onChange={(event) => filter("role", event.target.value)}>
            <option value="">{admin("users.any")}</option>
            <option value="buyer">{admin("users.buyer")}</option>
            <option value="seller">{admin("users.seller")}</option>
            <option value="admin">{admin("users.admin")}</option>
          </Select>
        </FormField>
        <FormField label={admin("users.status")}>
          <Select value={filters.active ?? ""} onChange={(event) => filter("active", event.target.value)}>
            <option value="">{admin("users.any")}</option>
            <option value="true">{admin("users.active")}</option>
            <option value="false">{admin("users.inactive")}</option>
          </Select>
        </FormField>
        <FormField label={admin("users.verification")}>
          <Select value={filters.verified ?? ""} onChange={(event) => filter("verified", event.target.value)}>
            <option value="">{admin("users.any")}</option>
            <option value="true">{admin("users.verified")}</option>
            <option value="false">{admin("users.pending")}</option>
          </Select>
        </FormField>
      </div>
      {!users.data ? (
        <Spinner />
      ) : users.data.users.length === 0 ? (
        <EmptyState icon={Users} title={admin("users.none")} />
      ) : (
        <UsersTable users={users.data.users} />
      )}
      <CursorPager
        isFirst={pages.isFirst}
        hasNext={Boolean(users.data?.nextCursor)}
        onFirst={pages.reset}
        onNext={() => users.data?.nextCursor && pages.next(users.data.nextCursor)}
        firstLabel={admin("users.first")}
        nextLabel={admin("users.next")}
      />
    </div>
  );
}
