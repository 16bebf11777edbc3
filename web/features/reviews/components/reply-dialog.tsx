import { zodResolver } from "@hookform/resolvers/zod";
import { REVIEW_REPLY_MAX_LENGTH } from "@domain/reviews";
import { reviewReplySchema } from "@domain/schemas/reviews";
import { MessageSquareReply } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useReplyToReview } from "../api/reply-to-review";

/** "Reply" (or "Edit reply"): the seller's one public reply to a review, in a dialog; shown on the product page. */
export function ReplyDialog({ reviewId, current, productName }: { reviewId: string; current: string | null; productName: string }) {
  const { t } = useTranslation("reviews");
  const [open, setOpen] = useState(false);
  const reply = useReplyToReview(reviewId);
  const form = useForm<{ text: string }>({ resolver: zodResolver(reviewReplySchema), defaultValues: { text: current ?? "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      await reply.mutateAsync(text);
      toastSuccess(current === null ? t("sellerReviews.reply.posted") : t("sellerReviews.reply.updated"));
      setOpen(false);
    } catch (error) {
      toastError(t("sellerReviews.reply.failed"), errorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ text: current ?? "" });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant={current === null ? "default" : "outline"} size="sm" aria-label={t(current === null ? "sellerReviews.reply.buttonFor" : "sellerReviews.reply.editFor", { product: productName })}>
          <MessageSquareReply aria-hidden="true" />
          {current === null ? t("sellerReviews.reply.button") : t("sellerReviews.reply.edit")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{current === null ? t("sellerReviews.reply.title") : t("sellerReviews.reply.editTitle")}</DialogTitle>
          <DialogDescription>{t("sellerReviews.reply.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormField label={t("sellerReviews.reply.label")} error={errors.text?.message} required>
            <Textarea rows={5} maxLength={REVIEW_REPLY_MAX_LENGTH} {...form.register("text")} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {t("common:cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("sellerReviews.reply.saving") : t("sellerReviews.reply.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
