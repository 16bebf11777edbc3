import type { BuyerReview } from "@domain/schemas/buyer-reviews";
import type { ReviewPhoto } from "@domain/schemas/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { uploadWithProgress } from "@web/lib/upload-with-progress";
import { buyerReviewKeys } from "./buyer-review-keys";

/** Photos the server accepts (it sniffs the content; this only narrows the file picker). */
export const REVIEW_PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

export type ReviewFields = { stars: number; title: string; text: string };

export type SaveReviewInput = {
  fields: ReviewFields;
  /** A new review of this order item, or a change of this review. */
  target: { orderItemId: string } | { reviewId: string };
  /** Photos already on the review that the writer removed. */
  removedPhotoIds: string[];
  /** New photos, uploaded one after another once the review is saved; `onProgress` reports each one's upload. */
  newPhotos: { key: string; file: File }[];
  onProgress: (key: string, fraction: number) => void;
};

/** What a save achieved: the review, and the photos that could not be added (the review stands without them). */
export type SaveReviewResult = { review: BuyerReview; failedPhotos: { key: string; error: unknown }[] };

/**
 * Writes or changes a review, then removes and adds its photos (POST /api/buyer/reviews or PATCH …/:reviewId, DELETE
 * …/photos/:photoId, POST …/photos): the text is what matters most, so a photo that fails leaves the review saved.
 */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, target, removedPhotoIds, newPhotos, onProgress }: SaveReviewInput): Promise<SaveReviewResult> => {
      const review =
        "orderItemId" in target
          ? await dataOf(api.POST("/api/buyer/reviews", { body: { orderItemId: target.orderItemId, ...fields } }))
          : await dataOf(api.PATCH("/api/buyer/reviews/{reviewId}", { params: { path: { reviewId: target.reviewId } }, body: fields }));
      for (const photoId of removedPhotoIds) {
        await api.DELETE("/api/buyer/reviews/{reviewId}/photos/{photoId}", { params: { path: { reviewId: review.id, photoId } } });
      }
      const failedPhotos: SaveReviewResult["failedPhotos"] = [];
      for (const { key, file } of newPhotos) {
        try {
          await uploadReviewPhoto(review.id, file, (fraction) => onProgress(key, fraction));
        } catch (error) {
          failedPhotos.push({ key, error });
        }
      }
      return { review, failedPhotos };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyerReviewKeys.all }),
  });
}

/** POST /api/buyer/reviews/:reviewId/photos (one photo a request, multipart field `file`). */
function uploadReviewPhoto(reviewId: string, file: File, onProgress: (fraction: number) => void): Promise<ReviewPhoto> {
  return uploadWithProgress<ReviewPhoto>(`/api/buyer/reviews/${encodeURIComponent(reviewId)}/photos`, file, { onProgress });
}
