/**
 * Images under /media are 1200 px wide (the size of an Open Graph image) and each has narrower copies
 * beside it, so pages can offer a phone a smaller file (packages/db/src/seed/media-variants.ts).
 */
export const MEDIA_IMAGE_WIDTH = 1200;
export const MEDIA_IMAGE_VARIANT_WIDTHS = [480, 800] as const;

const MEDIA_IMAGE = /^\/media\/[^?#]+\.webp$/;
const VARIANT = /-\d+w\.webp$/;

/** `/media/blog/x.webp` at 480 px is `/media/blog/x-480w.webp`. */
export const mediaImageVariant = (src: string, width: number) => src.replace(/\.webp$/, `-${width}w.webp`);

/** The `srcset` of an image under /media; nothing for an image anywhere else, which has no copies. */
export function mediaImageSrcSet(src: string): string | undefined {
  if (!MEDIA_IMAGE.test(src) || VARIANT.test(src)) return undefined;
  return [
    ...MEDIA_IMAGE_VARIANT_WIDTHS.map((width) => `${mediaImageVariant(src, width)} ${width}w`),
    `${src} ${MEDIA_IMAGE_WIDTH}w`,
  ].join(", ");
}

/** Whether a file under /media is one of the narrower copies rather than an original. */
export const isMediaImageVariant = (file: string) => VARIANT.test(file);
