import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import type { MediaType } from "@domain/catalog";
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl, storedMediaUrls } from "@domain/media-variants";
import type { ReceivedUpload } from "../storage/receive-upload";
import type { Storage } from "../storage/storage";
import { encodeProductImage } from "./product-image";
import { publicMediaKey, publicMediaUrl } from "./public-media";

/** What a product_media row stores of an upload (media_url, media_type), and what was stored. */
export type StoredProductMedium = {
  /** `/media/products/{sellerId}/{id}.webp` for an image, `/media/products/{sellerId}/{id}.mp4|webm` for a video. */
  mediaUrl: string;
  mediaType: MediaType;
  /** The stored main file's type and size (an image's: the re-encoded WebP). */
  contentType: string;
  size: number;
  /** An image's upright size, after re-encoding (at most FULL_IMAGE_MAX_WIDTH wide). */
  width?: number;
  height?: number;
};

const ID_SEGMENT = /^[A-Za-z0-9_-]+$/;
const keyOf = (url: string) => publicMediaKey(url)!;

/**
 * Stores a received product image or video as public media under the seller's folder, then disposes of the upload
 * (stored or not). An image is re-encoded (product-image.ts) into its full rendition and width variants; a video is
 * stored byte for byte under its sniffed type. A failure part-way removes whatever was already written.
 */
export async function storeProductMedia(
  storage: Storage,
  upload: ReceivedUpload,
  { sellerId }: { sellerId: string },
): Promise<StoredProductMedium> {
  try {
    if (!ID_SEGMENT.test(sellerId)) throw new Error(`storeProductMedia: not an id: ${sellerId}`);
    const { kind } = upload;
    const id = randomUUID();
    if (kind.category === "video") {
      const mediaUrl = publicMediaUrl(`products/${sellerId}/${id}.${kind.extension}`);
      await storage.put(keyOf(mediaUrl), createReadStream(upload.path), { contentType: kind.mime, contentLength: upload.size });
      return { mediaUrl, mediaType: "video", contentType: kind.mime, size: upload.size };
    }
    if (kind.category !== "image") throw new Error(`storeProductMedia: a ${kind.category} is not product media`);
    return await storeProductImage(storage, upload.path, { sellerId, id });
  } finally {
    await upload.dispose();
  }
}

/**
 * Stores an image as a product's public medium: re-encoded (product-image.ts) into its full rendition and width
 * variants under `products/{sellerId}/{id}`. What an upload goes through, and what the demo catalogue's generated
 * pictures go through at seed time. A failure part-way removes whatever was already written.
 */
export async function storeProductImage(
  storage: Storage,
  input: string | Buffer,
  { sellerId, id = randomUUID(), effort }: { sellerId: string; id?: string; effort?: number },
): Promise<StoredProductMedium> {
  if (!ID_SEGMENT.test(sellerId) || !ID_SEGMENT.test(id)) throw new Error(`storeProductImage: not an id: ${sellerId}/${id}`);
  const { full, variants } = await encodeProductImage(input, { effort });
  const mediaUrl = publicMediaUrl(`products/${sellerId}/${id}.webp`);
  const files = [
    { url: mediaUrl, data: full.data },
    ...IMAGE_VARIANT_WIDTHS.map((width) => ({ url: imageVariantUrl(mediaUrl, width), data: variants[width].data })),
  ];
  try {
    await Promise.all(files.map(({ url, data }) => storage.put(keyOf(url), data, { contentType: "image/webp", contentLength: data.length })));
  } catch (error) {
    await deleteMediumFiles(storage, mediaUrl).catch(() => undefined);
    throw error;
  }
  return { mediaUrl, mediaType: "image", contentType: "image/webp", size: full.data.length, width: full.width, height: full.height };
}

/**
 * Removes every stored file of one medium (the file and, for an image, its variants). URLs that are not uploaded
 * media (the demo catalogue's /images/… pictures) have no stored files: nothing happens. Missing files are fine.
 */
export async function deleteMediumFiles(storage: Storage, mediaUrl: string): Promise<void> {
  const keys = storedMediaUrls(mediaUrl).flatMap((url) => publicMediaKey(url) ?? []);
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/** Removes the stored files of all of a product's media (pass every media_url of the product). */
export async function deleteProductMediaFiles(storage: Storage, mediaUrls: readonly string[]): Promise<void> {
  await Promise.all(mediaUrls.map((url) => deleteMediumFiles(storage, url)));
}

/** Removes every public media file of a seller (the whole `products/{sellerId}/` folder); answers how many. */
export async function deleteSellerMediaFiles(storage: Storage, sellerId: string): Promise<number> {
  if (!ID_SEGMENT.test(sellerId)) throw new Error(`deleteSellerMediaFiles: not an id: ${sellerId}`);
  return storage.deletePrefix(`products/${sellerId}/`);
}
