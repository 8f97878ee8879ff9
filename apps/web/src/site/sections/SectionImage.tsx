import { type MediaImage, mediaImageSize, mediaImageSrcSet } from "@staffing/shared";

/**
 * A media-library image in a section: its WebP copies as a srcset (the address alone names them, see
 * packages/shared/src/media.ts) and its size, so the page does not move as it loads.
 */
export function SectionImage({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: MediaImage;
  /** How wide the image shows, for the browser to choose a copy. */
  sizes: string;
  className?: string | undefined;
  /** The largest thing on screen as the page opens (a hero's picture): fetched first. */
  priority?: boolean;
}) {
  const size = mediaImageSize(image.src);
  return (
    <img
      className={className}
      src={image.src}
      srcSet={mediaImageSrcSet(image.src)}
      sizes={sizes}
      alt={image.alt}
      width={size?.width}
      height={size?.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
