import { FULL_IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from "@domain/media-variants";
import { AppError } from "../../errors";

/**
 * Decoding is where an image costs memory (about 4 bytes a pixel), and a small file can declare a huge canvas: 50
 * megapixels covers every phone camera's full-resolution photo.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
const WEBP = { quality: 80, effort: 4 } as const;

export type EncodedImage = { data: Buffer; width: number; height: number };
export type ProductImageRenditions = { full: EncodedImage; variants: Record<ImageVariantWidth, EncodedImage> };

/**
 * Re-encodes an uploaded image (a file path, or bytes) as WebP: turned upright by its EXIF orientation first, then
 * written with no metadata at all (EXIF, GPS position, XMP, IPTC are dropped; colours converted to sRGB). One
 * rendition at most FULL_IMAGE_MAX_WIDTH wide, and one per variant width, never enlarged: an image narrower than a
 * width keeps its own width there (encoded once however many widths it stands for). Only the first frame of an
 * animated image is kept. `effort` trades encoding time for file size (0 fastest … 6 smallest).
 */
export async function encodeProductImage(input: string | Buffer, { effort = WEBP.effort }: { effort?: number } = {}): Promise<ProductImageRenditions> {
  // Loaded with the first image rather than at start (libvips is tens of megabytes that most processes need rarely).
  const { default: sharp } = await import("sharp");
  const upright = sharp(input, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  try {
    const { autoOrient } = await upright.metadata();
    const renditions = new Map<number, Promise<EncodedImage>>();
    const render = (width: number): Promise<EncodedImage> => {
      const target = Math.min(width, autoOrient.width);
      let rendition = renditions.get(target);
      if (!rendition) {
        rendition = upright
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ ...WEBP, effort })
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
        renditions.set(target, rendition);
      }
      return rendition;
    };
    const [full, ...variants] = await Promise.all([render(FULL_IMAGE_MAX_WIDTH), ...IMAGE_VARIANT_WIDTHS.map(render)]);
    return {
      full: full!,
      variants: Object.fromEntries(IMAGE_VARIANT_WIDTHS.map((width, i) => [width, variants[i]!])) as Record<ImageVariantWidth, EncodedImage>,
    };
  } catch (error) {
    throw unreadableImage(error);
  }
}

function unreadableImage(error: unknown) {
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) {
    return new AppError("PAYLOAD_TOO_LARGE", `Images can be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`);
  }
  return new AppError("IMAGE_UNREADABLE", "This image could not be read. Upload a complete JPEG, PNG or WebP file.");
}
