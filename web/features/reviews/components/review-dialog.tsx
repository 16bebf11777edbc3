import type { BuyerReview } from "@domain/schemas/buyer-reviews";
import { PencilLine, Star } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { formatDate } from "@web/lib/format-date";
import { useMyReview } from "../api/my-reviews";
import { ReviewForm } from "./review-form";

type ReviewDialogProps = { productName: string } & (
  | { orderItemId: string }
  /** The review itself when the page has it (My reviews), or its id to load it on opening (the order page). */
  | { review: BuyerReview }
  | { reviewId: string }
);

/** "Write a review" or "Edit review": the dialog with the review form, reachable and closable from the keyboard. */
export function ReviewDialog(props: ReviewDialogProps) {
  const { t } = useTranslation("reviews");
  const [open, setOpen] = useState(false);
  const editing = !("orderItemId" in props);
  const loadId = "reviewId" in props ? props.reviewId : "";
  const loaded = useMyReview(loadId, open && loadId !== "");
  // Loaded afresh on each opening (a save marks it stale): the form starts from what the server holds.
  const review = "review" in props ? props.review : loaded.isFetching ? undefined : loaded.data;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={editing ? "outline" : "default"} size="sm" className="self-start">
          {editing ? <PencilLine aria-hidden="true" /> : <Star aria-hidden="true" />}
          {editing ? t("write.editReview") : t("write.writeReview")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? t("write.editTitle") : t("write.newTitle")}</DialogTitle>
          <DialogDescription>
            {editing && review
              ? t("write.editDescription", { product: props.productName, date: formatDate(review.editableUntil) })
              : t("write.newDescription", { product: props.productName })}
          </DialogDescription>
        </DialogHeader>
        {"orderItemId" in props ? (
          <ReviewForm target={{ orderItemId: props.orderItemId }} onDone={() => setOpen(false)} />
        ) : review ? (
          <ReviewForm key={review.id} target={{ review }} onDone={() => setOpen(false)} />
        ) : loaded.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("write.loadFailed")}
          </p>
        ) : (
          <Spinner className="self-center" />
        )}
      </DialogContent>
    </Dialog>
  );
}
