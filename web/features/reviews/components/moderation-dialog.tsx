import { zodResolver } from "@hookform/resolvers/zod";
import { REVIEW_MODERATION_REASON_MAX_LENGTH } from "@domain/reviews";
import { reviewModerationSchema } from "@domain/schemas/reviews";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { type ModerationAction, useModerateReview } from "../api/moderate-review";

/** Hide, Restore or Dismiss reports: each asks for the reason the audit log keeps, in a dialog. */
export function ModerationDialog({ reviewId, action, subject }: { reviewId: string; action: ModerationAction; subject: string }) {
  const { t } = useTranslation("reviews");
  const [open, setOpen] = useState(false);
  const moderate = useModerateReview(reviewId, action);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(reviewModerationSchema), defaultValues: { reason: "" } });
  const { errors, isSubmitting } = form.formState;
  const texts = `adminReviews.actions.${action}` as const;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await moderate.mutateAsync(reason);
      toastSuccess(t(`${texts}.done`));
      setOpen(false);
    } catch (error) {
      toastError(t(`${texts}.failed`), errorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ reason: "" });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant={action === "hide" ? "destructive" : "outline"} size="sm" aria-label={t(`${texts}.buttonFor`, { subject })}>
          {t(`${texts}.button`)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(`${texts}.title`)}</DialogTitle>
          <DialogDescription>{t(`${texts}.description`)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormField label={t("adminReviews.reason")} error={errors.reason?.message} required>
            <Textarea rows={3} maxLength={REVIEW_MODERATION_REASON_MAX_LENGTH} {...form.register("reason")} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {t("common:cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant={action === "hide" ? "destructive" : "default"} disabled={isSubmitting}>
              {isSubmitting ? t("adminReviews.saving") : t(`${texts}.confirm`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
