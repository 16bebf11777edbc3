import { asc, inArray } from "drizzle-orm";
import { hasImageVariants, imageVariantUrl } from "@domain/media-variants";
import type { ReviewPhoto } from "@domain/schemas/reviews";
import type { Executor } from "../../db/client";
import { reviewPhotos } from "../../db/schema";

/**
 * A review photo as every audience's JSON carries it (domain reviewPhotoSchema): the public URL of the re-encoded
 * picture (at most 1920 px wide) and of its 320 px variant for thumbnails. A URL without variants (seeded demo
 * pictures under /images/) is its own thumbnail.
 */
export function reviewPhotoJson(photo: { id: string; mediaUrl: string }): ReviewPhoto {
  const thumbnailUrl = hasImageVariants(photo.mediaUrl) ? imageVariantUrl(photo.mediaUrl, 320) : photo.mediaUrl;
  return { id: photo.id, url: photo.mediaUrl, thumbnailUrl };
}

/** The photos of these reviews, each review's in its display order (an empty list for a review without any). */
export async function reviewPhotosOf(db: Executor, reviewIds: readonly string[]): Promise<Map<string, ReviewPhoto[]>> {
  const byReview = new Map<string, ReviewPhoto[]>(reviewIds.map((id) => [id, []]));
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId, mediaUrl: reviewPhotos.mediaUrl })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, [...reviewIds]))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.displayOrder), asc(reviewPhotos.createdAt), asc(reviewPhotos.id));
  for (const row of rows) byReview.get(row.reviewId)?.push(reviewPhotoJson(row));
  return byReview;
}
