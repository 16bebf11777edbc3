import { zodResolver } from "@hookform/resolvers/zod";
import { buyLeadResponseInputSchema } from "@domain/schemas/requirements";
import type { Requirement } from "@domain/schemas/requirements";
import { Reply } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useRespondToBuyLead } from "../api/respond-to-buy-lead";

/** "Respond": the seller's first message to the buyer, which opens their conversation. */
export function RespondDialog({ lead }: { lead: Pick<Requirement, "id" | "productName"> }) {
  const { t } = useTranslation("requirements");
  const [open, setOpen] = useState(false);
  const respond = useRespondToBuyLead(lead.id);
  const form = useForm<{ message: string }>({ resolver: zodResolver(buyLeadResponseInputSchema), defaultValues: { message: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await respond.mutateAsync(message);
      toastSuccess(t("buyLeads.sent"), t("buyLeads.sentText"));
      form.reset();
      setOpen(false);
    } catch (error) {
      toastError(t("buyLeads.failed"), errorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Reply aria-hidden="true" />
          {t("buyLeads.respond")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("buyLeads.dialogTitle")}</DialogTitle>
          <DialogDescription>{t("buyLeads.dialogDescription", { name: lead.productName })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormField label={t("buyLeads.message")} error={errors.message?.message} required>
            <Textarea rows={5} maxLength={2000} placeholder={t("buyLeads.messagePlaceholder")} {...form.register("message")} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {t("common:cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("buyLeads.sending") : t("buyLeads.send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
