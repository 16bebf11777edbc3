import { zodResolver } from "@hookform/resolvers/zod";
import { REVIEW_TEXT_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH } from "@domain/reviews";
import type { BuyerReview } from "@domain/schemas/buyer-reviews";
import { editReviewSchema } from "@domain/schemas/reviews";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useSaveReview } from "../api/save-review";
import { type NewPhoto, ReviewPhotoField } from "./review-photo-field";
import { StarChoice } from "./star-choice";

type FormInput = z.input<typeof editReviewSchema>;
type FormOutput = z.output<typeof editReviewSchema>;

interface ReviewFormProps {
  /** A new review of this order item, or a change of this review. */
  target: { orderItemId: string } | { review: BuyerReview };
  onDone: () => void;
}

/** Stars (required), title and text with their counters, and up to 3 photos; saved, then the photos uploaded. */
export function ReviewForm({ target, onDone }: ReviewFormProps) {
  const { t } = useTranslation("reviews");
  const existing = "review" in target ? target.review : null;
  const [kept, setKept] = useState(existing?.photos ?? []);
  const [added, setAdded] = useState<NewPhoto[]>([]);
  const save = useSaveReview();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(editReviewSchema),
    defaultValues: existing ? { stars: existing.stars, title: existing.title, text: existing.text } : { title: "", text: "" },
  });
  const { errors } = form.formState;
  const [stars, title = "", text = ""] = form.watch(["stars", "title", "text"]);

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      const { failedPhotos } = await save.mutateAsync({
        fields,
        target: existing ? { reviewId: existing.id } : { orderItemId: (target as { orderItemId: string }).orderItemId },
        removedPhotoIds: (existing?.photos ?? []).filter((photo) => !kept.some((k) => k.id === photo.id)).map((photo) => photo.id),
        newPhotos: added.map(({ key, file }) => ({ key, file })),
        onProgress: (key, progress) => setAdded((current) => current.map((p) => (p.key === key ? { ...p, progress } : p))),
      });
      if (failedPhotos.length) toastError(t("write.photoFailed"), errorMessage(failedPhotos[0]!.error));
      else if (existing) toastSuccess(t("write.saved"));
      else toastSuccess(t("write.submitted"), t("write.submittedText"));
      onDone();
    } catch (error) {
      setAdded((current) => current.map((p) => ({ ...p, progress: null })));
      toastError(t("write.failed"), errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <StarChoice value={stars} onChange={(value) => form.setValue("stars", value, { shouldValidate: form.formState.isSubmitted })} error={errors.stars?.message} />
      <FormField label={t("write.title")} error={errors.title?.message} hint={t("write.counter", { count: title.length, max: REVIEW_TITLE_MAX_LENGTH })}>
        <Input placeholder={t("write.titlePlaceholder")} maxLength={REVIEW_TITLE_MAX_LENGTH} {...form.register("title")} />
      </FormField>
      <FormField label={t("write.text")} error={errors.text?.message} hint={t("write.counter", { count: text.length, max: REVIEW_TEXT_MAX_LENGTH })}>
        <Textarea placeholder={t("write.textPlaceholder")} maxLength={REVIEW_TEXT_MAX_LENGTH} rows={5} {...form.register("text")} />
      </FormField>
      <ReviewPhotoField
        kept={kept}
        onRemoveKept={(photoId) => setKept((current) => current.filter((photo) => photo.id !== photoId))}
        added={added}
        onAdd={(photos) => setAdded((current) => [...current, ...photos])}
        onRemoveAdded={(key) => setAdded((current) => current.filter((photo) => photo.key !== key))}
        disabled={save.isPending}
      />
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("write.saving") : existing ? t("write.save") : t("write.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}
