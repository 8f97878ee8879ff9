import { describe, expect, it } from "vitest";
import {
  LIBRARY_FILE_NAME,
  mediaImageSize,
  mediaImageSrcSet,
  mediaOriginalName,
  mediaVariantName,
  mediaVariantWidths,
} from "./media";

const HASH = "0123456789abcdef0123456789abcdef";

describe("library image addresses", () => {
  it("offer every WebP copy in srcset, then the original when it is wider than all of them", () => {
    expect(mediaImageSrcSet(`/media/${HASH}-2400x1600.jpg`)).toBe(
      [
        `/media/${HASH}-480w.webp 480w`,
        `/media/${HASH}-800w.webp 800w`,
        `/media/${HASH}-1200w.webp 1200w`,
        `/media/${HASH}-1600w.webp 1600w`,
        `/media/${HASH}-2400x1600.jpg 2400w`,
      ].join(", "),
    );
  });

  it("never offer a copy wider than the original, nor the original beside a copy of its width", () => {
    expect(mediaImageSrcSet(`/media/${HASH}-1200x630.webp`)).toBe(
      `/media/${HASH}-480w.webp 480w, /media/${HASH}-800w.webp 800w, /media/${HASH}-1200w.webp 1200w`,
    );
    expect(mediaVariantWidths(1000)).toEqual([480, 800]);
    expect(mediaImageSrcSet(`/media/${HASH}-1000x500.png`)).toBe(
      `/media/${HASH}-480w.webp 480w, /media/${HASH}-800w.webp 800w, /media/${HASH}-1000x500.png 1000w`,
    );
    // An image narrower than the smallest copy has one copy at its own width.
    expect(mediaVariantWidths(300)).toEqual([300]);
    expect(mediaImageSrcSet(`/media/${HASH}-300x200.gif`)).toBe(`/media/${HASH}-300w.webp 300w`);
  });

  it("tell the image's size, for width and height attributes", () => {
    expect(mediaImageSize(`/media/${HASH}-1200x630.webp`)).toEqual({ width: 1200, height: 630 });
  });

  it("offer nothing for images outside the library", () => {
    expect(mediaImageSrcSet("https://cdn.example.com/a.webp")).toBeUndefined();
    expect(mediaImageSrcSet("/media/blog/a-post.webp")).toBeUndefined();
    expect(mediaImageSrcSet(`/media/${HASH}-480w.webp`)).toBeUndefined();
    expect(mediaImageSrcSet(null)).toBeUndefined();
    expect(mediaImageSize("/media/favicon.svg")).toBeUndefined();
  });

  it("name only the library's own files as library files", () => {
    expect(LIBRARY_FILE_NAME.test(mediaOriginalName(HASH, 1200, 630, "avif"))).toBe(true);
    expect(LIBRARY_FILE_NAME.test(mediaVariantName(HASH, 480))).toBe(true);
    for (const name of ["favicon.svg", `${HASH}-1200x630.svg`, `../${HASH}-480w.webp`, `${HASH}-480w.png`]) {
      expect(LIBRARY_FILE_NAME.test(name), name).toBe(false);
    }
  });
});
