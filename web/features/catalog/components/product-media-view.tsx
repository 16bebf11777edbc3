import type { MediaType } from "@domain/catalog";
import { ResponsiveImage } from "@web/components/ui/responsive-image";
import { cn } from "@web/lib/cn";

interface ProductMediaViewProps {
  mediaUrl: string;
  mediaType: MediaType;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** The width it is laid out at (`sizes`), for picking an uploaded image's variant. */
  sizes: string;
  /** Loaded at once and first when it is the first thing a visitor sees; lazy otherwise. */
  eager?: boolean;
  /** Show playback controls (the gallery) or a silent still (cards and thumbnails). */
  controls?: boolean;
  className?: string;
}

/** One product photo or video. */
export function ProductMediaView({ mediaUrl, mediaType, alt, width, height, sizes, eager, controls, className }: ProductMediaViewProps) {
  const classes = cn("size-full bg-muted object-cover", className);
  if (mediaType === "video") {
    return (
      <video
        src={mediaUrl}
        width={width}
        height={height}
        className={classes}
        controls={controls}
        muted={!controls}
        playsInline
        preload="metadata"
        aria-label={alt}
      />
    );
  }
  return <ResponsiveImage mediaUrl={mediaUrl} sizes={sizes} alt={alt} width={width} height={height} priority={eager} className={classes} />;
}
