import { PUBLIC_MEDIA_PATH } from "@domain/media-variants";
import { isValidKey } from "../storage/storage-key";

/**
 * Storage keys under these prefixes are public (served by GET /media/*, cached for a year); every other key, such
 * as a seller's KYC documents, is private and leaves storage only through an authenticated route. Review photos
 * (`reviews/{reviewId}/…`) are public like product pictures: they show on the product page to anyone.
 */
export const PUBLIC_MEDIA_KEY_PREFIXES = ["products/", "reviews/"] as const;

/** `products/s/abc.webp` → `/media/products/s/abc.webp`. */
export function publicMediaUrl(key: string): string {
  return `${PUBLIC_MEDIA_PATH}${key}`;
}

/** The storage key a public media URL names (`/media/products/…`), or undefined when it names no public file. */
export function publicMediaKey(mediaUrl: string): string | undefined {
  if (!mediaUrl.startsWith(PUBLIC_MEDIA_PATH)) return undefined;
  const key = mediaUrl.slice(PUBLIC_MEDIA_PATH.length);
  if (!isValidKey(key)) return undefined;
  return PUBLIC_MEDIA_KEY_PREFIXES.some((prefix) => key.startsWith(prefix) && key.length > prefix.length) ? key : undefined;
}
