import type { AdminUser, AdminUserDetails } from "@domain/schemas/admin-users";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";

const FIELDS = ["companyName", "contactPerson", "phone", "gstNumber"] as const satisfies readonly (keyof AdminUserDetails)[];

/** The company details an admin corrects: blank fields are cleared; the server checks the GSTIN and the mobile. */
export function UserDetailsDialog({
  user,
  open,
  onOpenChange,
  onSave,
}: {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (details: AdminUserDetails) => void;
}) {
  const { t } = useTranslation("admin");
  const [values, setValues] = useState<AdminUserDetails>(() => ({
    companyName: user.companyName,
    contactPerson: user.contactPerson,
    phone: user.phone,
    address: user.address,
    gstNumber: user.gstNumber,
  }));
  const set = (field: keyof AdminUserDetails, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("users.detailsTitle", { email: user.email })}</DialogTitle>
        </DialogHeader>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          {FIELDS.map((field) => (
            <FormField key={field} label={t(`users.fields.${field}`)}>
              <Input value={values[field] ?? ""} maxLength={field === "companyName" ? 200 : 100} onChange={(event) => set(field, event.target.value)} />
            </FormField>
          ))}
          <FormField label={t("users.fields.address")}>
            <Textarea rows={3} maxLength={500} value={values.address ?? ""} onChange={(event) => set("address", event.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="submit">{t("users.save")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
