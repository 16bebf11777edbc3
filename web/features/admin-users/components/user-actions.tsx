import { ADMIN_USER_ROLES, type AdminUser, type AdminUserChange } from "@domain/schemas/admin-users";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { errorMessage } from "@web/lib/api-client";
import { useCurrentUser } from "@web/lib/current-user";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useChangeUser, useDeleteUser } from "../api/admin-users";
import { UserDetailsDialog } from "./user-details-dialog";

const roleOf = (user: AdminUser) => (user.isAdmin ? "admin" : user.accountType);

/**
 * A row's actions: role, activate/deactivate (after confirmation), verify (sellers only; a verified account can
 * always be unverified), company details, the seller's own fee,
 * and delete (after confirmation). A deleted (anonymised) account has none; an admin's own row offers no way to
 * demote, deactivate or delete themself (the server refuses those too).
 */
export function UserActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation("admin");
  const change = useChangeUser();
  const remove = useDeleteUser();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [feeOpen, setFeeOpen] = useState(false);
  const [fee, setFee] = useState(user.platformFeePercentage === null ? "" : String(user.platformFeePercentage));
  const isSelf = useCurrentUser().data?.user.id === user.id;

  const apply = (body: AdminUserChange, success: string, failure: string) =>
    change.mutate({ userId: user.id, change: body }, { onSuccess: () => toastSuccess(success, user.email), onError: (error) => toastError(failure, errorMessage(error)) });

  if (user.anonymisedAt) return <span className="text-sm text-muted-foreground">{t("users.deletedText")}</span>;

  const deleteUser = () =>
    remove.mutate(user.id, {
      onSuccess: ({ outcome }) => toastSuccess(t("users.toasts.deleted"), t(`users.deleteOutcome.${outcome}`)),
      onError: (error) => toastError(t("users.toasts.deleteFailed"), errorMessage(error)),
    });

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <Select
        aria-label={t("users.changeRole", { email: user.email })}
        value={roleOf(user)}
        disabled={change.isPending || isSelf}
        onChange={(event) => {
          const role = ADMIN_USER_ROLES.find((candidate) => candidate === event.target.value);
          if (role) apply({ role }, t("users.toasts.roleUpdated"), t("users.toasts.roleFailed"));
        }}
        className="w-28"
      >
        {ADMIN_USER_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`users.${role}`)}
          </option>
        ))}
      </Select>
      {isSelf ? null : user.isActive ? (
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          {t("users.deactivate")}
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={() => apply({ isActive: true }, t("users.toasts.activated"), t("users.toasts.statusFailed"))}>
          {t("users.activate")}
        </Button>
      )}
      {user.isVerified || (user.accountType === "seller" && !user.isAdmin) ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            apply({ isVerified: !user.isVerified }, user.isVerified ? t("users.toasts.unverified") : t("users.toasts.verified"), t("users.toasts.statusFailed"))
          }
        >
          {user.isVerified ? t("users.unverify") : t("users.verify")}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={() => setDetailsOpen(true)}>
        {t("users.details")}
      </Button>
      {user.accountType === "seller" ? (
        <Button size="sm" variant="ghost" onClick={() => setFeeOpen(true)}>
          {t("users.setFee")}
        </Button>
      ) : null}
      {isSelf ? null : (
        <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setDeleting(true)}>
          {t("users.delete")}
        </Button>
      )}
      {detailsOpen ? (
        <UserDetailsDialog
          user={user}
          open={detailsOpen}
          onOpenChange={setDetailsOpen}
          onSave={(details) => apply({ details }, t("users.toasts.detailsUpdated"), t("users.toasts.detailsFailed"))}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t("users.deleteTitle", { email: user.email })}
        description={t("users.deleteText")}
        confirmLabel={t("users.delete")}
        destructive
        onConfirm={deleteUser}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("users.deactivateTitle", { email: user.email })}
        description={t("users.deactivateText")}
        confirmLabel={t("users.deactivate")}
        destructive
        onConfirm={() => apply({ isActive: false }, t("users.toasts.deactivated"), t("users.toasts.statusFailed"))}
      />
      <Dialog open={feeOpen} onOpenChange={setFeeOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("users.feeTitle", { email: user.email })}</DialogTitle>
          </DialogHeader>
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              apply({ platformFeePercentage: fee.trim() === "" ? null : Number(fee) }, t("users.toasts.feeUpdated"), t("users.toasts.detailsFailed"));
              setFeeOpen(false);
            }}
          >
            <FormField label={t("users.feeLabel")}>
              <Input type="number" inputMode="decimal" min={0} max={100} step={0.01} value={fee} onChange={(event) => setFee(event.target.value)} />
            </FormField>
            <DialogFooter>
              <Button type="submit">{t("users.save")}</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
