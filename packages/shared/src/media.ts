// The media library's file names and the `srcset` pages build from them. A library image is stored
// once, cleaned of its metadata, as `/media/{hash}-{width}x{height}.{ext}`, with WebP copies
// `/media/{hash}-{copy width}w.webp` beside it: the address alone tells a page every copy there is
// and the image's size, so rendering a page costs no look-up.

/** The formats the library takes, by the name sharp gives each when it reads the bytes. */
export const MEDIA_FORMATS = {
  jpeg: { mimeType: "image/jpeg", extension: "jpg" },
  png: { mimeType: "image/png", extension: "png" },
  webp: { mimeType: "image/webp", extension: "webp" },
  avif: { mimeType: "image/avif", extension: "avif" },
  gif: { mimeType: "image/gif", extension: "gif" },
} as const;
export type MediaFormat = keyof typeof MEDIA_FORMATS;

/** The width the demo's images are drawn at (an Open Graph image's: 1200 x 630). */
export const MEDIA_IMAGE_WIDTH = 1200;

/** The widths of the WebP copies written on upload; never wider than the original. */
export const MEDIA_VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;
/** MEDIA_MAX_BYTES when not configured. */
export const MEDIA_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;
/**
 * An upload with more pixels than this is refused before it is decoded: a small file can declare a
 * huge canvas (a decompression bomb) and take the server's memory. 60 MP is more than a phone's photo.
 */
export const MEDIA_MAX_PIXELS = 60_000_000;
/** Alt text: what a screen reader says for the image. */
export const MEDIA_ALT_MAX_LENGTH = 500;
/** The library screen's page and the picker's. */
export const MEDIA_PAGE_SIZE = 48;

export const MEDIA_PATH_PREFIX = "/media/";

const HASH = "[0-9a-f]{32}";
const EXTENSIONS = Object.values(MEDIA_FORMATS)
  .map((format) => format.extension)
  .join("|");
const LIBRARY_ORIGINAL = new RegExp(`^/media/(${HASH})-(\\d{1,5})x(\\d{1,5})\\.(${EXTENSIONS})$`);
/** A file name the library wrote (an original or a copy), as it appears after /media/. */
export const LIBRARY_FILE_NAME = new RegExp(
  `^${HASH}-(?:\\d{1,5}x\\d{1,5}\\.(?:${EXTENSIONS})|\\d{1,5}w\\.webp)$`,
);

export const mediaOriginalName = (hash: string, width: number, height: number, format: MediaFormat) =>
  `${hash}-${width}x${height}.${MEDIA_FORMATS[format].extension}`;
export const mediaVariantName = (hash: string, width: number) => `${hash}-${width}w.webp`;

/** The copies an original of this width gets: the standard widths that fit, or one at its own width. */
export function mediaVariantWidths(originalWidth: number): number[] {
  const fitting = MEDIA_VARIANT_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [originalWidth];
}

/** What a library address says about its image; null for any other address. */
export function parseLibraryImage(
  src: string,
): { hash: string; width: number; height: number; extension: string } | null {
  const match = LIBRARY_ORIGINAL.exec(src);
  if (!match) return null;
  const [, hash = "", width = "", height = "", extension = ""] = match;
  return { hash, width: Number(width), height: Number(height), extension };
}

/** The `srcset` of a library image: its WebP copies, then the original if it is wider than all of them. */
export function mediaImageSrcSet(src: string | null | undefined): string | undefined {
  const image = src ? parseLibraryImage(src) : null;
  if (!image) return undefined;
  const widths = mediaVariantWidths(image.width);
  const entries = widths.map(
    (width) => `${MEDIA_PATH_PREFIX}${mediaVariantName(image.hash, width)} ${width}w`,
  );
  if (image.width > Math.max(...widths)) entries.push(`${src} ${image.width}w`);
  return entries.join(", ");
}

/** A library image's width and height, for the `width` and `height` attributes that keep layout still. */
export function mediaImageSize(
  src: string | null | undefined,
): { width: number; height: number } | undefined {
  const image = src ? parseLibraryImage(src) : null;
  return image ? { width: image.width, height: image.height } : undefined;
}
