import { responsiveImage } from "@domain/media-variants";

interface ResponsiveImageProps {
  /** A product medium's URL: an uploaded image offers its 320/640/1280 px WebP variants through `srcset`. */
  mediaUrl: string;
  /** The width it is laid out at (`sizes`), so the browser picks the smallest variant that fills it. */
  sizes: string;
  /** Intrinsic size (or aspect ratio), so the browser reserves the space before the file arrives: no layout shift. */
  width: number;
  height: number;
  alt: string;
  /** The page's main picture (first in view): loaded at once and first. Anything else waits until it nears the screen. */
  priority?: boolean;
  className?: string;
}

/** A product picture: the right file for the screen, its space reserved, lazy unless it leads the page. */
export function ResponsiveImage({ mediaUrl, sizes, width, height, alt, priority = false, className }: ResponsiveImageProps) {
  const { src, srcSet } = responsiveImage(mediaUrl);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
    />
  );
}
