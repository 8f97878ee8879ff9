import { describe, expect, it } from "vitest";
import { mediaImageSrcSet } from "./media";

describe("mediaImageSrcSet", () => {
  it("offers the narrower copies of an image under /media, then the original", () => {
    expect(mediaImageSrcSet("/media/blog/a-post.webp")).toBe(
      "/media/blog/a-post-480w.webp 480w, /media/blog/a-post-800w.webp 800w, /media/blog/a-post.webp 1200w",
    );
  });

  it("offers nothing for images that have no copies", () => {
    expect(mediaImageSrcSet("https://cdn.example.com/a.webp")).toBeUndefined();
    expect(mediaImageSrcSet("/media/blog/a-post.png")).toBeUndefined();
    expect(mediaImageSrcSet("/media/blog/a-post-480w.webp")).toBeUndefined();
  });
});
