import { createHash } from "node:crypto";
import {
  MEDIA_FORMATS,
  MEDIA_MAX_PIXELS,
  type MediaFormat,
  mediaOriginalName,
  mediaVariantName,
  mediaVariantWidths,
} from "@staffing/shared";
import type { Metadata, Sharp, SharpOptions } from "sharp";
import { DomainError } from "./errors";

/** An upload made ready for the library: the original cleaned of metadata, and its WebP copies. */
export interface PreparedImage {
  format: MediaFormat;
  width: number;
  height: number;
  original: { name: string; bytes: Uint8Array };
  variants: { width: number; name: string; bytes: Uint8Array }[];
}

/** The first 32 hex digits of the bytes' SHA-256: names the files and tells a repeated upload. */
export const mediaHash = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

const ACCEPTED = Object.values(MEDIA_FORMATS)
  .map((format) => format.extension.toUpperCase())
  .join(", ");

const unsupported = () =>
  new DomainError(
    "unsupported_media_type",
    `This file is not an image the library takes (${ACCEPTED.replace("JPG", "JPEG")}).`,
  );

type SharpFactory = typeof import("sharp").default;
let loaded: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded on the first upload rather than at start-up: a server that only serves pages never
 * maps libvips (some 10 MB resident).
 */
function loadSharp(): Promise<SharpFactory> {
  if (!loaded) {
    loaded = import("sharp").then(({ default: sharp }) => {
      // No image is processed twice, so libvips' cache of operations and decoded images (up to 50
      // MB by default) would only hold memory: after seeding the demo images it held 60 MB for good.
      sharp.cache(false);
      return sharp;
    });
  }
  return loaded;
}

// Every frame of an animation; the pixel limit also guards what sharp itself decodes.
const INPUT: SharpOptions = { animated: true, limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error" };

/** The format as the bytes say, never as the name or the client's type say: SVG and the rest are refused. */
function formatOf(metadata: Metadata): MediaFormat | null {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
      return metadata.format;
    // AVIF is HEIF with AV1 inside; HEIF with HEVC (a phone's HEIC) is another format.
    case "heif":
      return metadata.compression === "av1" ? "avif" : null;
    default:
      return null;
  }
}

function encodeAs(image: Sharp, format: MediaFormat): Sharp {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 88, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9 });
    case "webp":
      return image.webp({ quality: 88 });
    case "avif":
      return image.avif({ quality: 60 });
    case "gif":
      return image.gif();
  }
}

/**
 * The upload's pixels, decoded, upright, and ready to be encoded afresh: nothing of its file but
 * its pixels goes on (sharp writes no metadata unless asked). An upload with a colour profile is
 * converted through it into Display P3, which holds sRGB and a phone camera's P3 whole, and is
 * tagged with sharp's own P3 profile: the colours survive, no byte of the uploaded profile does
 * (a profile can carry any text in a tag of its own). GIF holds no profile: sRGB, sharp's default.
 */
function decodedPixels(
  sharp: SharpFactory,
  bytes: Uint8Array,
  hasProfile: boolean,
  output: MediaFormat,
): Sharp {
  const image = sharp(bytes, INPUT).autoOrient();
  return hasProfile && output !== "gif" ? image.withIccProfile("p3") : image;
}

/**
 * Recognises, checks and prepares an upload. Refuses (415) anything but JPEG, PNG, WebP, AVIF and
 * GIF, and (400) images whose declared size exceeds MEDIA_MAX_PIXELS, before decoding them.
 * Every file stored is encoded afresh from the decoded pixels (`decodedPixels`), the original as
 * well as its copies: EXIF with a phone's GPS position, XMP, IPTC, comments, chunks and segments
 * no decoder needs, and bytes after the image's end never reach the library. EXIF orientation is
 * applied first.
 */
export async function prepareImage(bytes: Uint8Array, hash: string): Promise<PreparedImage> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // The header only: the pixel count is checked below, where it gets its own answer.
    metadata = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  const format = formatOf(metadata);
  if (!format) throw unsupported();
  // With every frame read, `height` is the frames stacked: the pixels an animation really decodes to.
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) {
    throw new DomainError(
      "bad_request",
      `This image has too many pixels (at most ${MEDIA_MAX_PIXELS / 1_000_000} million).`,
    );
  }
  const frameHeight = metadata.pageHeight ?? metadata.autoOrient.height;
  const { width } = metadata.autoOrient;
  const height = (metadata.pages ?? 1) > 1 ? frameHeight : metadata.autoOrient.height;

  try {
    const [original, variants] = await Promise.all([
      encodeAs(decodedPixels(sharp, bytes, metadata.hasProfile, format), format).toBuffer(),
      Promise.all(
        mediaVariantWidths(width).map(async (variantWidth) => ({
          width: variantWidth,
          name: mediaVariantName(hash, variantWidth),
          bytes: await decodedPixels(sharp, bytes, metadata.hasProfile, "webp")
            .resize({ width: variantWidth })
            .webp({ quality: 75 })
            .toBuffer(),
        })),
      ),
    ]);
    return {
      format,
      width,
      height,
      original: { name: mediaOriginalName(hash, width, height, format), bytes: original },
      variants,
    };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // The header was an image's, the rest is not (truncated or corrupt data).
    throw new DomainError("bad_request", "This image could not be read: it may be damaged.");
  }
}
