import { existsSync } from "node:fs";
import path from "node:path";
import { MEDIA_IMAGE_VARIANT_WIDTHS, MEDIA_IMAGE_WIDTH, mediaImageVariant } from "@staffing/shared";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seedMediaFolder } from ".";
import { mediaOriginals } from "./media-variants";

describe("images under /media", () => {
  it("are as wide as pages say, each with its narrower copies (pnpm --filter @staffing/db media:variants)", async () => {
    const originals = mediaOriginals();
    expect(originals.length).toBeGreaterThan(0);
    for (const original of originals) {
      const { width } = await sharp(path.join(seedMediaFolder, original)).metadata();
      expect(width, original).toBe(MEDIA_IMAGE_WIDTH);
      for (const variantWidth of MEDIA_IMAGE_VARIANT_WIDTHS) {
        const variant = path.join(seedMediaFolder, mediaImageVariant(original, variantWidth));
        expect(existsSync(variant), variant).toBe(true);
        expect((await sharp(variant).metadata()).width, variant).toBe(variantWidth);
      }
    }
  });
});
