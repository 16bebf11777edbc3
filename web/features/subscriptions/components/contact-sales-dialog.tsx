import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useSalesEnquiry } from "../api/seller-subscription";

const EMPTY = { companyName: "", contactName: "", email: "", phone: "", message: "" };
type Field = keyof typeof EMPTY;

/** Enterprise's 'Contact Sales': every field required; the enquiry reaches every admin by email. */
export function ContactSalesDialog({ planId }: { planId: string }) {
  const { t } = useTranslation("subscriptions");
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const send = useSalesEnquiry();
  const missing = (field: Field) => tried && form[field].trim() === "";

  const field = (name: Field, label: string, type: "text" | "email" | "tel" = "text") => (
    <FormField label={label} required error={missing(name) ? t("sales.required") : undefined}>
      <Input type={type} value={form[name]} onChange={(event) => setForm({ ...form, [name]: event.target.value })} />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="w-full" variant="outline">
          {t("contactSales")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("sales.title")}</DialogTitle>
          <DialogDescription>{t("sales.description")}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (Object.values(form).some((value) => value.trim() === "")) return;
            send.mutate(
              { ...form, planId },
              {
                onSuccess: () => {
                  toastSuccess(t("sales.sent"));
                  setOpen(false);
                  setForm(EMPTY);
                  setTried(false);
                },
                onError: (error) => toastError(t("sales.failed"), errorMessage(error)),
              },
            );
          }}
        >
          {field("companyName", t("sales.company"))}
          {field("contactName", t("sales.name"))}
          {field("email", t("sales.email"), "email")}
          {field("phone", t("sales.phone"), "tel")}
          <FormField label={t("sales.message")} required error={missing("message") ? t("sales.required") : undefined}>
            <Textarea value={form.message} maxLength={4000} onChange={(event) => setForm({ ...form, message: event.target.value })} />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={send.isPending}>
              {t("sales.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
