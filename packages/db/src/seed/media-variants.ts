// Writes the narrower copies of every image under /media that pages offer in their `srcset`
// (MEDIA_IMAGE_VARIANT_WIDTHS). Run it after adding or replacing an image, and commit what it writes:
//
//   pnpm --filter @staffing/db media:variants
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isMediaImageVariant, MEDIA_IMAGE_VARIANT_WIDTHS, mediaImageVariant } from "@staffing/shared";
import sharp from "sharp";
import { seedMediaFolder } from ".";

/** The original images under /media, as paths relative to the media folder. */
export function mediaOriginals(): string[] {
  return readdirSync(seedMediaFolder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".webp") && !isMediaImageVariant(file))
    .sort();
}

export async function writeMediaVariants(): Promise<string[]> {
  const written: string[] = [];
  for (const original of mediaOriginals()) {
    for (const width of MEDIA_IMAGE_VARIANT_WIDTHS) {
      const variant = mediaImageVariant(original, width);
      await sharp(path.join(seedMediaFolder, original))
        .resize({ width })
        .webp({ quality: 75, effort: 6 })
        .toFile(path.join(seedMediaFolder, variant));
      written.push(variant);
    }
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const written = await writeMediaVariants();
  console.log(`wrote ${written.length} images under ${seedMediaFolder}`);
}
