import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { PageTitle } from "@web/components/ui/page-title";
import { useGrantAdmin } from "@web/features/admin-settings/api/admin-settings";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";

/** Admin Tools: grant admin access to an existing account by email. */
export default function AdminManagementPage() {
  const { t } = useTranslation();
  const { t: admin } = useTranslation("admin");
  const grant = useGrantAdmin();
  const [email, setEmail] = useState("");
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("pages.adminManagement")} />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>{admin("tools.title")}</CardTitle>
          <CardDescription>{admin("tools.text")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!email.trim()) return toastError(admin("tools.emailRequired"), admin("tools.emailRequiredText"));
              grant.mutate(email.trim(), {
                onSuccess: (answer) => {
                  toastSuccess(admin("tools.granted"), answer.message);
                  setEmail("");
                },
                onError: (error) => toastError(admin("tools.failed"), error instanceof ApiError ? errorMessage(error) : admin("tools.fallback")),
              });
            }}
          >
            <FormField label={admin("tools.email")} className="min-w-64 flex-1">
              <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            </FormField>
            <Button type="submit" disabled={grant.isPending}>
              {admin("tools.grant")}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
