/**
 * How a product medium's URL names its stored files, so the web app can render `srcset` without knowing where
 * files live. An uploaded image is stored as `/media/products/{sellerId}/{id}.webp` (re-encoded, at most
 * FULL_IMAGE_MAX_WIDTH px wide) plus one WebP per width beside it: `{id}-320.webp`, `{id}-640.webp`, `{id}-1280.webp`.
 * An uploaded video is stored as it came: `/media/products/{sellerId}/{id}.mp4` or `.webm`. Any other URL (the
 * demo catalogue's `/images/...` pictures, an external address) has no variants and is used as it is.
 */

/** Where the server serves public media (server/routes/media). */
export const PUBLIC_MEDIA_PATH = "/media/";
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
/** The widest rendition kept of an uploaded image (the medium's own URL). */
export const FULL_IMAGE_MAX_WIDTH = 1920;
/** The variant a browser without `srcset` support (or a crawler) loads. */
const FALLBACK_WIDTH: ImageVariantWidth = 640;

const STORED_IMAGE = /^\/media\/[A-Za-z0-9_./-]+\.webp$/;

/** True for an uploaded image, whose width variants exist beside it. */
export function hasImageVariants(mediaUrl: string): boolean {
  return STORED_IMAGE.test(mediaUrl) && !IMAGE_VARIANT_WIDTHS.some((width) => mediaUrl.endsWith(`-${width}.webp`));
}

/** `/media/products/s/abc.webp`, 320 → `/media/products/s/abc-320.webp`. */
export function imageVariantUrl(mediaUrl: string, width: ImageVariantWidth): string {
  return `${mediaUrl.slice(0, -".webp".length)}-${width}.webp`;
}

/**
 * `src` and `srcSet` for an `<img>` (add `sizes` for the layout): an uploaded image offers its three widths, so a
 * phone on a slow link fetches the 320 px file; any other URL comes back as its own `src` with no `srcSet`. An image
 * narrower than a variant's width was not enlarged: that variant holds the original width.
 */
export function responsiveImage(mediaUrl: string): { src: string; srcSet?: string } {
  if (!hasImageVariants(mediaUrl)) return { src: mediaUrl };
  return {
    src: imageVariantUrl(mediaUrl, FALLBACK_WIDTH),
    srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(mediaUrl, width)} ${width}w`).join(", "),
  };
}

/** Every public URL stored for a medium: itself and, for an uploaded image, its variants (what deleting removes). */
export function storedMediaUrls(mediaUrl: string): string[] {
  if (!hasImageVariants(mediaUrl)) return [mediaUrl];
  return [mediaUrl, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantUrl(mediaUrl, width))];
}

/**
 * The widths product pictures are laid out at, as `sizes` for their `srcset`. Shared by the web app's images and
 * the server's preload of a product page's first picture: the two must match, or the browser fetches twice.
 * Gallery: half of the 1280 px page (less padding) on large screens, the screen less padding below. Card: a quarter
 * of the page on large screens, a third on tablets, half on phones.
 */
export const PRODUCT_IMAGE_SIZES = {
  gallery: "(min-width: 1280px) 608px, (min-width: 1024px) calc(50vw - 48px), calc(100vw - 32px)",
  card: "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw",
} as const;

/** `<link rel="preload" as="image">` of a picture shown at `sizes`: the fallback file, and its srcset when it has one. */
export function imagePreload(mediaUrl: string, sizes: string): { href: string; srcSet?: string; sizes?: string } {
  const { src, srcSet } = responsiveImage(mediaUrl);
  return srcSet ? { href: src, srcSet, sizes } : { href: src };
}
