import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { craftedImages } from "@staffing/api/testing";
import { blogPosts, mediaItems, seoSettings } from "@staffing/db";
import { mediaImageSrcSet } from "@staffing/shared";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessToken, multipartBody, startTestServer, TEST_ADMIN, type TestServer } from "../testing";

// The media library over HTTP, with its files where they are kept without a bucket (a directory under
// DATA_DIR on PGlite, the database on PostgreSQL) and in an S3-compatible bucket (s3rver, a real S3
// server process started here).

interface MediaAnswer {
  id: string;
  url: string;
  width: number;
  height: number;
  mimeType: string;
  size: number;
  alt: string | null;
  variants: { width: number; url: string }[];
}

const image = (width: number, height: number, format: "jpeg" | "png" | "webp" | "avif" | "gif", seed = 1) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: 120 },
    },
  })
    .toFormat(format)
    .toBuffer();

function suite(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
      server = await startTestServer({ env: { MEDIA_MAX_BYTES: String(3 * 1024 * 1024), ...env() } });
      token = await accessToken(server, TEST_ADMIN.email, TEST_ADMIN.password);
    });
    afterAll(() => server?.close());

    const upload = (bytes: Uint8Array, fileName: string, type: string, alt?: string) =>
      server.app.inject({
        method: "POST",
        url: "/api/admin/media",
        ...(() => {
          const body = multipartBody(alt ? { alt } : {}, { name: fileName, type, bytes });
          return { payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } };
        })(),
      });

    it("takes JPEG, PNG, WebP, AVIF and GIF, and serves each with its WebP copies for a year", async () => {
      const formats = [
        ["jpeg", "jpg", "image/jpeg"],
        ["png", "png", "image/png"],
        ["webp", "webp", "image/webp"],
        ["avif", "avif", "image/avif"],
        ["gif", "gif", "image/gif"],
      ] as const;
      for (const [format, extension, mimeType] of formats) {
        const response = await upload(
          await image(1300, 700, format, extension.length),
          `photo.${extension}`,
          mimeType,
        );
        expect(response.statusCode, `${format}: ${response.body}`).toBe(201);
        const item = response.json() as MediaAnswer;
        expect(item).toMatchObject({ width: 1300, height: 700, mimeType, alt: null });
        expect(item.url).toMatch(new RegExp(`^/media/[0-9a-f]{32}-1300x700\\.${extension}$`));
        expect(item.variants.map((variant) => variant.width)).toEqual([480, 800, 1200]);
        const original = await server.app.inject({ url: item.url });
        expect(original.statusCode).toBe(200);
        expect(original.headers["content-type"]).toBe(mimeType);
        expect(original.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect((await sharp(original.rawPayload).metadata()).width).toBe(1300);
        for (const variant of item.variants) {
          const copy = await server.app.inject({ url: variant.url });
          expect(copy.headers["content-type"], variant.url).toBe("image/webp");
          expect((await sharp(copy.rawPayload).metadata()).width, variant.url).toBe(variant.width);
        }
        // What pages put in srcset names exactly these files.
        const offered = mediaImageSrcSet(item.url)
          ?.split(", ")
          .map((entry) => entry.split(" ")[0]);
        expect(offered).toEqual([...item.variants.map((variant) => variant.url), item.url]);
      }
    });

    it("makes WebP copies exactly 480, 800, 1200 and 1600 px wide of an upload wider than 1600 px", async () => {
      const response = await upload(await image(2400, 1200, "jpeg", 5), "wide.jpg", "image/jpeg");
      expect(response.statusCode, response.body).toBe(201);
      const item = response.json() as MediaAnswer;
      expect(item.url).toMatch(/^\/media\/[0-9a-f]{32}-2400x1200\.jpg$/);
      expect(item.variants.map((variant) => variant.width)).toEqual([480, 800, 1200, 1600]);
      for (const variant of item.variants) {
        expect(variant.url).toMatch(new RegExp(`^/media/[0-9a-f]{32}-${variant.width}w\\.webp$`));
        const copy = await server.app.inject({ url: variant.url });
        expect(copy.statusCode, variant.url).toBe(200);
        expect(copy.headers["content-type"], variant.url).toBe("image/webp");
        const metadata = await sharp(copy.rawPayload).metadata();
        expect([metadata.format, metadata.width, metadata.height], variant.url).toEqual([
          "webp",
          variant.width,
          variant.width / 2,
        ]);
      }
    });

    it("strips a phone photo's metadata (GPS position, camera) from every file, keeping its orientation", async () => {
      const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a7" } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({
          IFD0: { Make: "PhoneCo", Model: "Pocket 9" },
          IFD3: {
            GPSLatitudeRef: "N",
            GPSLatitude: "53/1 32/1 4/1",
            GPSLongitudeRef: "W",
            GPSLongitude: "113/1 29/1 25/1",
          },
        })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const response = await upload(photo, "IMG_0001.jpg", "image/jpeg", "Our office");
      expect(response.statusCode).toBe(201);
      const item = response.json() as MediaAnswer;
      // Orientation 6 turns the picture upright: 600 wide, 900 high.
      expect([item.width, item.height]).toEqual([600, 900]);
      expect(item.alt).toBe("Our office");
      for (const url of [item.url, ...item.variants.map((variant) => variant.url)]) {
        const file = (await server.app.inject({ url })).rawPayload;
        const metadata = await sharp(file).metadata();
        expect(metadata.exif, url).toBeUndefined();
        expect(metadata.xmp, url).toBeUndefined();
        expect(file.includes("PhoneCo"), url).toBe(false);
        expect(file.includes("GPS"), url).toBe(false);
      }
    });

    it("serves nothing of a crafted upload but its pixels: no metadata, unknown chunk or trailing byte", async () => {
      const secret = "SECRET-5b7e01d3";
      for (const crafted of await craftedImages(secret)) {
        expect(crafted.bytes.includes(secret), crafted.label).toBe(true);
        const response = await upload(crafted.bytes, `crafted.${crafted.extension}`, crafted.mimeType);
        expect(response.statusCode, `${crafted.label}: ${response.body}`).toBe(201);
        const item = response.json() as MediaAnswer;
        expect(item.variants.length, crafted.label).toBeGreaterThan(0);
        for (const url of [item.url, ...item.variants.map((variant) => variant.url)]) {
          const served = await server.app.inject({ url });
          expect(served.statusCode, url).toBe(200);
          expect(served.rawPayload.includes(secret), `${crafted.label}: ${url}`).toBe(false);
          const metadata = await sharp(served.rawPayload).metadata();
          expect([metadata.exif, metadata.xmp, metadata.comments], url).toEqual([
            undefined,
            undefined,
            undefined,
          ]);
        }
      }
    });

    it("refuses SVG, a renamed executable and other files with 415, whatever their name or type says", async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 1)]);
      const pdf = Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");
      for (const [bytes, fileName, type] of [
        [svg, "logo.svg", "image/svg+xml"],
        [svg, "logo.png", "image/png"],
        [elf, "holiday.jpg", "image/jpeg"],
        [pdf, "brochure.webp", "image/webp"],
      ] as const) {
        const response = await upload(bytes, fileName, type);
        expect(response.statusCode, fileName).toBe(415);
        expect(response.json()).toEqual({
          error: "unsupported_media_type",
          message: expect.stringContaining("JPEG"),
        });
      }
    });

    it("refuses a file over MEDIA_MAX_BYTES with 413, and too many pixels with 400", async () => {
      const big = await sharp({
        create: {
          width: 1600,
          height: 1600,
          channels: 3,
          background: "#000",
          noise: { type: "gaussian", mean: 128, sigma: 60 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.byteLength).toBeGreaterThan(3 * 1024 * 1024);
      const tooLarge = await upload(big, "noise.png", "image/png");
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error).toBe("payload_too_large");

      const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#000" } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.byteLength).toBeLessThan(3 * 1024 * 1024);
      const tooManyPixels = await upload(bomb, "plain.png", "image/png");
      expect(tooManyPixels.statusCode).toBe(400);
      expect(tooManyPixels.json().message).toMatch(/too many pixels/);
    });

    it("answers the same item for the same bytes (200), pages the list, and refuses a request without a file", async () => {
      const bytes = await image(640, 480, "png", 77);
      const first = await upload(bytes, "a.png", "image/png");
      const again = await upload(bytes, "b.png", "image/png");
      expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
      expect(again.json().id).toBe(first.json().id);

      const auth = { authorization: `Bearer ${token}` };
      const page = await server.app.inject({ url: "/api/admin/media?limit=2", headers: auth });
      expect(page.json()).toHaveLength(2);
      const cursor = page.headers["x-next-cursor"] as string;
      expect(cursor).toBeTruthy();
      const next = await server.app.inject({
        url: `/api/admin/media?limit=2&cursor=${cursor}`,
        headers: auth,
      });
      expect(next.json()[0].id).not.toBe(page.json()[1].id);

      const noFile = multipartBody({ alt: "Nothing" });
      const missing = await server.app.inject({
        method: "POST",
        url: "/api/admin/media",
        payload: noFile.payload,
        headers: { ...noFile.headers, ...auth },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toHaveProperty("file");
      const json = await server.app.inject({
        method: "POST",
        url: "/api/admin/media",
        payload: {},
        headers: auth,
      });
      expect(json.statusCode).toBe(415);
    });

    it("seeds the demo images as library items that posts and SEO settings point at", async () => {
      const posts = await server.db.select().from(blogPosts);
      const items = await server.db.select().from(mediaItems);
      for (const post of posts) {
        const item = items.find((candidate) => candidate.url === post.featuredImage);
        expect(item, post.slug).toBeDefined();
        expect(item?.alt).toBe(post.title);
      }
      const [global] = await server.db.select().from(seoSettings).where(eq(seoSettings.pageType, "global"));
      expect(items.map((item) => item.url)).toContain(global?.settings.ogImage);
      const served = await server.app.inject({ url: posts[0]?.featuredImage ?? "" });
      expect(served.statusCode).toBe(200);
      expect((await server.app.inject({ url: "/media/favicon.svg" })).statusCode).toBe(200);
    });

    it("refuses to delete an image a post shows, naming the post; deletes an unused one with its files", async () => {
      const auth = { authorization: `Bearer ${token}` };
      const [post] = await server.db.select().from(blogPosts).limit(1);
      const [used] = await server.db
        .select()
        .from(mediaItems)
        .where(eq(mediaItems.url, post?.featuredImage ?? ""));
      const refused = await server.app.inject({
        method: "DELETE",
        url: `/api/admin/media/${used?.id}`,
        headers: auth,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(`Blog post "${post?.title}"`);

      const item = (
        await upload(await image(500, 500, "jpeg", 91), "spare.jpg", "image/jpeg")
      ).json() as MediaAnswer;
      const deleted = await server.app.inject({
        method: "DELETE",
        url: `/api/admin/media/${item.id}`,
        headers: auth,
      });
      expect(deleted.statusCode).toBe(204);
      for (const url of [item.url, ...item.variants.map((variant) => variant.url)]) {
        expect((await server.app.inject({ url })).statusCode, url).toBe(404);
      }
    });
  });
}

suite("media without a bucket (DATA_DIR on PGlite, the database on PostgreSQL)", () => ({}));

let s3: S3rver | undefined;
let s3Directory = "";
const s3Env: Record<string, string> = {};
beforeAll(async () => {
  s3Directory = mkdtempSync(path.join(os.tmpdir(), "staffing-s3-"));
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Directory });
  const { port } = await s3.run();
  Object.assign(s3Env, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_BUCKET: "staffing-media",
    // s3rver's fixed test credentials.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
});
afterAll(async () => {
  await s3?.close();
  rmSync(s3Directory, { recursive: true, force: true });
});

suite("media in an S3-compatible bucket (s3rver)", () => s3Env);

describe("the S3 storage", () => {
  it("keeps the files in the bucket, not on the server's disk", async () => {
    const server = await startTestServer({ env: s3Env });
    try {
      const [item] = await server.db.select().from(mediaItems).limit(1);
      const key = item?.url.slice("/media/".length) ?? "";
      const inBucket = path.join(s3Directory, "staffing-media", `${key}._S3rver_object`);
      expect((await import("node:fs")).existsSync(inBucket)).toBe(true);
      expect(server.config.media.s3?.bucket).toBe("staffing-media");
    } finally {
      await server.close();
    }
    // It starts a whole server (migrations, seeding) inside the test.
  }, 120_000);
});
