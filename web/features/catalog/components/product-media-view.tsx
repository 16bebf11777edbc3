import type { MediaType } from "@domain/catalog";
import { cn } from "@web/lib/cn";

interface ProductMediaViewProps {
  mediaUrl: string;
  mediaType: MediaType;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** Lazy unless it is the first thing a visitor sees. */
  eager?: boolean;
  /** Show playback controls (the gallery) or a silent still (cards and thumbnails). */
  controls?: boolean;
  className?: string;
}

/** One product photo or video. */
export function ProductMediaView({ mediaUrl, mediaType, alt, width, height, eager, controls, className }: ProductMediaViewProps) {
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
  return (
    <img
      src={mediaUrl}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={classes}
    />
  );
}
