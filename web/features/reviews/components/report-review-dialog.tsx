import { zodResolver } from "@hookform/resolvers/zod";
import { REVIEW_REPORT_REASONS, REVIEW_REPORT_REASON_MAX_LENGTH } from "@domain/reviews";
import { reviewReportSchema } from "@domain/schemas/reviews";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage, hasErrorCode } from "@web/lib/api-client";
import { useCurrentUser } from "@web/lib/current-user";
import { useFieldErrorText } from "@web/lib/field-error-text";
import { toastError, toastInfo, toastSuccess } from "@web/lib/toast";
import { useReportReview } from "../api/product-reviews";

type ReportInput = z.input<typeof reviewReportSchema>;
type ReportOutput = z.output<typeof reviewReportSchema>;

type ReportReviewDialogProps = {
  reviewId: string;
  onClose: () => void;
  /** The dialog has no Radix trigger of its own: the Report button takes the focus back. */
  returnFocus: () => void;
};

/** The report of a review: the reasons and a note (needed for "Something else"); a visitor is asked to sign in. */
export default function ReportReviewDialog({ reviewId, onClose, returnFocus }: ReportReviewDialogProps) {
  const { t } = useTranslation("reviews");
  const location = useLocation();
  const { data: me } = useCurrentUser();
  const report = useReportReview();
  const form = useForm<ReportInput, unknown, ReportOutput>({ resolver: zodResolver(reviewReportSchema), defaultValues: { note: "" } });
  const { errors, isSubmitting } = form.formState;
  const reasonError = useFieldErrorText(errors.reason?.message);
  const legendId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await report.mutateAsync({ reviewId, report: values });
      toastSuccess(t("productPage.report.done"));
      onClose();
    } catch (error) {
      if (hasErrorCode(error, "REVIEW_ALREADY_REPORTED")) {
        toastInfo(t("productPage.report.already"));
        onClose();
      } else toastError(t("productPage.report.failed"), errorMessage(error));
    }
  });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("productPage.report.title")}</DialogTitle>
          <DialogDescription>{me ? t("productPage.report.description") : t("productPage.report.signInFirst")}</DialogDescription>
        </DialogHeader>
        {me ? (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
            <fieldset aria-labelledby={legendId} aria-describedby={reasonError ? `${legendId}-error` : undefined} className="flex flex-col gap-1">
              <legend id={legendId} className="mb-1 text-sm font-medium">
                {t("productPage.report.reason")}
              </legend>
              {REVIEW_REPORT_REASONS.map((reason) => (
                <label key={reason} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-muted">
                  <input type="radio" value={reason} className="size-4 accent-primary" {...form.register("reason")} />
                  {t(`productPage.report.reasons.${reason}`)}
                </label>
              ))}
              {reasonError ? (
                <p id={`${legendId}-error`} role="alert" className="text-sm text-destructive">
                  {reasonError}
                </p>
              ) : null}
            </fieldset>
            <FormField label={t("productPage.report.note")} hint={t("productPage.report.noteHint")} error={errors.note?.message}>
              <Textarea rows={3} maxLength={REVIEW_REPORT_REASON_MAX_LENGTH} {...form.register("note")} />
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={isSubmitting}>
                  {t("common:cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t("productPage.report.sending") : t("productPage.report.send")}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <DialogFooter>
            <Button asChild>
              <Link to="/login" state={{ from: location.pathname + location.search }}>
                {t("productPage.signIn")}
              </Link>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
