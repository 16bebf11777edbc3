import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useDeleteReview } from "../api/delete-review";

/** "Delete", after a confirmation: the review leaves the product page and its rating. */
export function DeleteReviewButton({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation("reviews");
  const [open, setOpen] = useState(false);
  const remove = useDeleteReview();
  const confirm = () =>
    remove.mutate(reviewId, {
      onSuccess: () => toastSuccess(t("myReviews.deleted")),
      onError: (error) => toastError(t("myReviews.deleteFailed"), errorMessage(error)),
    });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} disabled={remove.isPending}>
        <Trash2 aria-hidden="true" />
        {t("myReviews.delete")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("myReviews.deleteTitle")}
        description={t("myReviews.deleteText")}
        confirmLabel={t("myReviews.deleteConfirm")}
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
