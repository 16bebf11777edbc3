import { zodResolver } from "@hookform/resolvers/zod";
import { closeThreadInputSchema } from "@domain/schemas/conversations";
import { Ban } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useCloseThread } from "../api/close-thread";

/** "Close conversation" with a required reason, which both parties see and the audit log keeps. */
export function CloseThreadDialog({ threadId }: { threadId: string }) {
  const { t } = useTranslation("admin-conversations");
  const [open, setOpen] = useState(false);
  const close = useCloseThread(threadId);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(closeThreadInputSchema), defaultValues: { reason: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await close.mutateAsync(reason);
      toastSuccess(t("close.done"));
      setOpen(false);
    } catch (error) {
      toastError(t("close.failed"), errorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Ban aria-hidden="true" />
          {t("close.button")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("close.title")}</DialogTitle>
          <DialogDescription>{t("close.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormField label={t("close.reason")} error={errors.reason?.message} required>
            <Textarea rows={3} maxLength={300} placeholder={t("close.reasonPlaceholder")} {...form.register("reason")} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {t("common:cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? t("close.closing") : t("close.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
