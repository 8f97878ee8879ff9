export * from "./applications.testing";
export * from "./sample-documents.testing";
export { documentOfLink, findWhitepaper, whitepaperLink } from "./services/whitepapers";

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

// Uploads made to smuggle text past the media library, for its tests here and over HTTP: each
// accepted format carries a secret in every place it can hold one besides its pixels.

/** One crafted upload: which format it is, where it hides the secret, and its bytes. */
export interface CraftedImage {
  label: string;
  format: "jpeg" | "png" | "webp" | "gif" | "avif";
  mimeType: string;
  extension: string;
  bytes: Buffer;
}

const ascii = (text: string) => Buffer.from(text, "latin1");
const uint32BE = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const uint32LE = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

/**
 * A valid colour profile (sharp's sRGB) with one more tag, a private one of type `text` holding the
 * secret: profile writers copy tags they do not know as they are.
 */
async function profileCarrying(secret: string): Promise<Buffer> {
  const tagged = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .png()
    .withIccProfile("srgb")
    .toBuffer();
  const { icc } = await sharp(tagged).metadata();
  if (!icc) throw new Error("sharp attaches its sRGB profile");
  // Header (128 bytes), tag count, 12-byte entries (signature, offset, size), then the tags' data.
  const count = icc.readUInt32BE(128);
  const table = Buffer.alloc(12 * (count + 1));
  for (let tag = 0; tag < count; tag++) {
    const entry = 132 + 12 * tag;
    icc.copy(table, 12 * tag, entry, entry + 4);
    table.writeUInt32BE(icc.readUInt32BE(entry + 4) + 12, 12 * tag + 4);
    table.writeUInt32BE(icc.readUInt32BE(entry + 8), 12 * tag + 8);
  }
  const tags = icc.subarray(132 + 12 * count);
  const padding = Buffer.alloc((4 - (tags.length % 4)) % 4);
  const secretTag = ascii(`text\0\0\0\0${secret}\0`);
  table.write("scrt", 12 * count, "latin1");
  table.writeUInt32BE(132 + table.length + tags.length + padding.length, 12 * count + 4);
  table.writeUInt32BE(secretTag.length, 12 * count + 8);
  // A profile's size is a multiple of 4 (PNG decoders drop one that is not).
  const end = Buffer.alloc((4 - (secretTag.length % 4)) % 4);
  const profile = Buffer.concat([
    icc.subarray(0, 128),
    uint32BE(count + 1),
    table,
    tags,
    padding,
    secretTag,
    end,
  ]);
  profile.writeUInt32BE(profile.length, 0);
  return profile;
}

/** A picture with pixels worth resizing, and the secret in its EXIF, XMP and colour profile. */
function pictureWithMetadata(secret: string, profilePath: string | null) {
  const picture = sharp({
    create: { width: 700, height: 400, channels: 3, background: { r: 30, g: 140, b: 200 } },
  })
    .withExif({ IFD0: { ImageDescription: secret, Copyright: secret, Artist: secret } })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
        `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:description="${secret}"/>` +
        `</rdf:RDF></x:xmpmeta>`,
    );
  return profilePath ? picture.withIccProfile(profilePath) : picture;
}

/** JPEG: a comment (COM) and an unknown APP11 segment after the start, bytes after the end. */
function jpegCarrying(jpeg: Buffer, secret: string): Buffer {
  const segment = (marker: number, payload: Buffer) =>
    Buffer.concat([
      Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
      payload,
    ]);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    segment(0xfe, ascii(secret)),
    segment(0xeb, ascii(`JP\0${secret}`)),
    jpeg.subarray(2),
    ascii(secret),
  ]);
}

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([ascii(type), data]);
  return Buffer.concat([uint32BE(data.length), body, uint32BE(crc32(body))]);
};

/**
 * PNG: EXIF (eXIf), XMP (iTXt), a colour profile (iCCP) and a comment (tEXt) before the image data,
 * a private chunk before IEND, bytes after it. Written by hand: libpng refuses to write a profile
 * with a private tag.
 */
function pngCarrying(
  png: Buffer,
  secret: string,
  metadata: { exif: Buffer; xmp: Buffer; icc: Buffer },
): Buffer {
  const afterHeader = 8 + 25; // signature, IHDR
  const end = png.length - 12; // IEND: length, type, crc
  return Buffer.concat([
    png.subarray(0, afterHeader),
    // sharp's EXIF starts "Exif\0\0"; PNG's holds the TIFF structure alone.
    pngChunk("eXIf", metadata.exif.subarray(6)),
    pngChunk("iTXt", Buffer.concat([ascii("XML:com.adobe.xmp\0\0\0\0\0"), metadata.xmp])),
    pngChunk("iCCP", Buffer.concat([ascii("secret\0\0"), deflateSync(metadata.icc)])),
    pngChunk("tEXt", ascii(`Comment\0${secret}`)),
    png.subarray(afterHeader, end),
    pngChunk("scRt", ascii(secret)),
    png.subarray(end),
    ascii(secret),
  ]);
}

const riffChunk = (type: string, data: Buffer) =>
  Buffer.concat([
    ascii(type),
    uint32LE(data.length),
    data,
    data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0),
  ]);

/** WebP: chunks appended inside the RIFF (its size grown to hold them), and bytes after its end. */
function webpCarrying(webp: Buffer, secret: string, chunks: Buffer[]): Buffer {
  const riff = Buffer.concat([webp, ...chunks]);
  riff.writeUInt32LE(riff.length - 8, 4);
  return Buffer.concat([riff, ascii(secret)]);
}

/** GIF: a comment and an application extension before the trailer, bytes after it. */
function gifCarrying(gif: Buffer, secret: string): Buffer {
  const subBlocks = (data: Buffer) => Buffer.concat([Buffer.from([data.length]), data, Buffer.from([0])]);
  return Buffer.concat([
    gif.subarray(0, -1),
    Buffer.from([0x21, 0xfe]),
    subBlocks(ascii(secret)),
    Buffer.from([0x21, 0xff, 0x0b]),
    ascii("SECRETAP1.0"),
    subBlocks(ascii(secret)),
    gif.subarray(-1),
    ascii(secret),
  ]);
}

/** AVIF: a top-level box of an unknown type after the image's boxes. */
function avifCarrying(avif: Buffer, secret: string): Buffer {
  const box = Buffer.concat([uint32BE(8 + secret.length), ascii("scrt"), ascii(secret)]);
  return Buffer.concat([avif, box]);
}

/**
 * Every accepted format, crafted to carry `secret` (ASCII) in metadata (EXIF, XMP, a colour profile),
 * in chunks or segments no decoder needs, and after the end of the image.
 */
export async function craftedImages(secret: string): Promise<CraftedImage[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "crafted-"));
  try {
    const profilePath = path.join(folder, "secret.icc");
    await writeFile(profilePath, await profileCarrying(secret));
    const tagged = () => pictureWithMetadata(secret, profilePath);

    // The finding as reported: a plain lossy WebP (no VP8X header) with an EXIF chunk after its
    // image data, an unknown chunk, and bytes after the RIFF's end.
    const plainWebp = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#1e8cc8" } })
      .webp()
      .toBuffer();
    const metadata = await sharp(await tagged().jpeg().toBuffer()).metadata();
    if (!metadata.exif || !metadata.xmp || !metadata.icc)
      throw new Error("sharp writes EXIF, XMP and the profile");
    const carried = { exif: metadata.exif, xmp: metadata.xmp, icc: metadata.icc };

    return [
      {
        label: "JPEG with EXIF, XMP, a profile, a comment, an APP11 segment and trailing bytes",
        format: "jpeg",
        mimeType: "image/jpeg",
        extension: "jpg",
        bytes: jpegCarrying(await tagged().jpeg().toBuffer(), secret),
      },
      {
        label: "PNG with EXIF, XMP, a profile, text chunks, a private chunk and trailing bytes",
        format: "png",
        mimeType: "image/png",
        extension: "png",
        bytes: pngCarrying(
          await sharp({ create: { width: 700, height: 400, channels: 3, background: "#1e8cc8" } })
            .png()
            .toBuffer(),
          secret,
          carried,
        ),
      },
      {
        label: "WebP without VP8X, with an EXIF chunk, an unknown chunk and trailing bytes",
        format: "webp",
        mimeType: "image/webp",
        extension: "webp",
        bytes: webpCarrying(plainWebp, secret, [
          riffChunk("EXIF", carried.exif),
          riffChunk("SCRT", ascii(secret)),
        ]),
      },
      {
        label: "WebP with VP8X, EXIF, XMP, a profile, an unknown chunk and trailing bytes",
        format: "webp",
        mimeType: "image/webp",
        extension: "webp",
        bytes: webpCarrying(await tagged().webp().toBuffer(), secret, [riffChunk("SCRT", ascii(secret))]),
      },
      {
        label: "GIF with a comment, an application extension and trailing bytes",
        format: "gif",
        mimeType: "image/gif",
        extension: "gif",
        bytes: gifCarrying(await tagged().gif().toBuffer(), secret),
      },
      {
        label: "AVIF with EXIF, XMP, a profile and an unknown box",
        format: "avif",
        mimeType: "image/avif",
        extension: "avif",
        bytes: avifCarrying(await tagged().avif().toBuffer(), secret),
      },
    ];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
