import type { MediaType } from "@domain/catalog";
import { ImageOff, Video } from "lucide-react";
import { cn } from "@web/lib/cn";
import { ResponsiveImage } from "./responsive-image";

interface MediaThumbnailProps {
  media: { mediaUrl: string; mediaType: MediaType } | null;
  /** Rendered size in CSS pixels (square); picks the smallest stored width that fills it. */
  size: number;
  /** Announced for a video (no frame is loaded for it) and for a missing image. */
  videoLabel: string;
  noImageLabel: string;
  className?: string;
}

/**
 * A small square picture of a product in lists and tables: an uploaded image loads its 320 px variant, a video shows
 * a placeholder instead of downloading the file, no media shows an empty frame. Decorative next to the product name.
 */
export function MediaThumbnail({ media, size, videoLabel, noImageLabel, className }: MediaThumbnailProps) {
  const frame = cn("flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted text-muted-foreground", className);
  const style = { width: size, height: size };
  if (media?.mediaType === "image") {
    return (
      <span className={frame} style={style}>
        <ResponsiveImage mediaUrl={media.mediaUrl} sizes={`${size}px`} alt="" width={size} height={size} className="size-full object-cover" />
      </span>
    );
  }
  const Icon = media ? Video : ImageOff;
  return (
    <span className={frame} style={style} role="img" aria-label={media ? videoLabel : noImageLabel}>
      <Icon aria-hidden="true" className="size-1/2 max-h-8 max-w-8" />
    </span>
  );
}
