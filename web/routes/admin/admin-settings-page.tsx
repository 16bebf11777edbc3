import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PageTitle } from "@web/components/ui/page-title";
import { useGlobalFee, useSaveGlobalFee } from "@web/features/admin-settings/api/admin-settings";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useErrorToast } from "@web/lib/use-error-toast";

/** Settings: the global platform fee (5% until an admin saves another). */
export default function AdminSettingsPage() {
  const { t } = useTranslation();
  const { t: admin } = useTranslation("admin");
  const fee = useGlobalFee();
  const save = useSaveGlobalFee();
  const [value, setValue] = useState("");
  useEffect(() => {
    if (fee.data) setValue(String(fee.data.percent));
  }, [fee.data]);
  useErrorToast(fee.isError ? fee.errorUpdatedAt : null, admin("settings.fetchFailed"));
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("pages.adminSettings")} />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>{admin("settings.feeTitle")}</CardTitle>
          <CardDescription>{admin("settings.feeText")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(Number(value), {
                onSuccess: (saved) => toastSuccess(admin("settings.saved"), `${saved.percent}%`),
                onError: (error) => toastError(admin("settings.saveFailed"), errorMessage(error)),
              });
            }}
          >
            <FormField label={admin("settings.feeLabel")} className="w-40">
              <Input type="number" inputMode="decimal" min={0} max={100} step={0.01} required value={value} onChange={(event) => setValue(event.target.value)} />
            </FormField>
            <Button type="submit" disabled={save.isPending || value.trim() === ""}>
              {admin("settings.save")}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
