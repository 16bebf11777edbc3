import type { AppContext } from "../../app-context";
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from "@domain/media-variants";
import { deleteMediumFiles } from "../../platform/media/product-media";
import { encodeProductImage } from "../../platform/media/product-image";
import { publicMediaKey, publicMediaUrl } from "../../platform/media/public-media";
import type { Storage } from "../../platform/storage/storage";

/** `/media/reviews/{reviewId}/{photoId}.webp`: public, like product pictures (the product page shows it to anyone). */
export const reviewPhotoUrl = (reviewId: string, photoId: string) => publicMediaUrl(`reviews/${reviewId}/${photoId}.webp`);

/**
 * Stores an uploaded review photo through the media pipeline: re-encoded as WebP, upright, with no EXIF, GPS or
 * other metadata, at most FULL_IMAGE_MAX_WIDTH wide, plus its width variants (the 320 px one is the thumbnail). A
 * failure part-way removes whatever was already written. Answers the photo's public URL.
 */
export async function storeReviewPhotoFiles(storage: Storage, input: string | Buffer, reviewId: string, photoId: string): Promise<string> {
  const { full, variants } = await encodeProductImage(input);
  const mediaUrl = reviewPhotoUrl(reviewId, photoId);
  const files = [
    { url: mediaUrl, data: full.data },
    ...IMAGE_VARIANT_WIDTHS.map((width) => ({ url: imageVariantUrl(mediaUrl, width), data: variants[width].data })),
  ];
  try {
    await Promise.all(files.map(({ url, data }) => storage.put(publicMediaKey(url)!, data, { contentType: "image/webp", contentLength: data.length })));
  } catch (error) {
    await deleteMediumFiles(storage, mediaUrl).catch(() => undefined);
    throw error;
  }
  return mediaUrl;
}

/** Best effort after commit: a storage hiccup is logged, the deletion already stands. */
export async function removePhotoFiles(ctx: AppContext, mediaUrls: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(mediaUrls.map((url) => deleteMediumFiles(ctx.storage, url)));
  for (const result of results) {
    if (result.status === "rejected") ctx.log.warn({ err: result.reason }, "review photo files were not removed");
  }
}
