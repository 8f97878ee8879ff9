import { Readable } from "node:stream";
import { crc32, deflateSync } from "node:zlib";
import { createUser } from "@staffing/auth";
import { blogPosts, type DatabaseHandle, pages } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { MEDIA_MAX_PIXELS, type UserRole } from "@staffing/shared";
import { TRPCError } from "@trpc/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInnerContext } from "../context";
import type { MediaStorage } from "../media-storage";
import { createCaller } from "../root";
import { craftedImages } from "../testing";

// The media library's procedures over a storage kept in a Map (the server's directory and S3
// storages are tested over HTTP in apps/server).

let database: DatabaseHandle;
const files = new Map<string, Uint8Array>();
const storage: MediaStorage = {
  put: async (name, bytes) => void files.set(name, bytes),
  get: async (name) => {
    const bytes = files.get(name);
    return bytes ? { body: Readable.from([bytes]), size: bytes.byteLength, contentType: undefined } : null;
  },
  delete: async (names) => {
    for (const name of names) files.delete(name);
  },
};
const userIds = {} as Record<UserRole, string>;
const callerFor = (role: UserRole | null) =>
  createCaller(
    createInnerContext({
      db: database.db,
      media: { storage, maxBytes: 2_000_000 },
      user: role ? { id: userIds[role], email: `${role}@example.com`, username: role, role } : null,
    }),
  );

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof TRPCError ? error.code : error),
  );

const picture = (width: number, height: number, red = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A PNG whose header declares width x height, with one row of pixel data: nothing decodes it whole. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  database = await createTestDatabase();
  for (const role of ["admin", "editor", "seo_manager"] as const) {
    userIds[role] = (
      await createUser(database.db, { email: `${role}@example.com`, username: role, role })
    ).id;
  }
});
afterAll(() => database?.close());

describe("media.upload", () => {
  it("stores the cleaned original and WebP copies no wider than it, named by the upload's hash", async () => {
    const { item, created } = await callerFor("editor").media.upload({
      file: await picture(1000, 500),
      fileName: "team photo.jpg",
      alt: "The team",
    });
    expect(created).toBe(true);
    expect(item).toMatchObject({ width: 1000, height: 500, mimeType: "image/jpeg", alt: "The team" });
    expect(item.url).toMatch(/^\/media\/[0-9a-f]{32}-1000x500\.jpg$/);
    expect(item.variants.map((variant) => variant.width)).toEqual([480, 800]);
    for (const variant of item.variants) {
      const stored = files.get(variant.url.slice("/media/".length));
      expect(stored, variant.url).toBeDefined();
      const metadata = await sharp(stored).metadata();
      expect([metadata.format, metadata.width]).toEqual(["webp", variant.width]);
    }
    expect(files.has(item.url.slice("/media/".length))).toBe(true);
  });

  it("stores nothing of a crafted upload but its pixels, size and colours, in every format", async () => {
    const secret = "SECRET-0f4c2a9e";
    // sharp's own Display P3 profile: the one profile a stored file may carry.
    const p3 = (
      await sharp(
        await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
          .png()
          .withIccProfile("p3")
          .toBuffer(),
      ).metadata()
    ).icc;
    for (const crafted of await craftedImages(secret)) {
      expect(crafted.bytes.includes(secret), crafted.label).toBe(true);
      const { item } = await callerFor("editor").media.upload({
        file: crafted.bytes,
        fileName: `x.${crafted.extension}`,
      });
      expect(item.mimeType, crafted.label).toBe(crafted.mimeType);
      expect([item.width, item.height], crafted.label).toEqual([700, 400]);
      for (const url of [item.url, ...item.variants.map((variant) => variant.url)]) {
        const stored = Buffer.from(files.get(url.slice("/media/".length)) ?? []);
        const where = `${crafted.label}: ${url}`;
        expect(stored.byteLength, where).toBeGreaterThan(0);
        expect(stored.includes(secret), where).toBe(false);
        const metadata = await sharp(stored).metadata();
        expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.comments], where).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
        ]);
        if (metadata.icc) expect(metadata.icc.equals(p3 ?? Buffer.alloc(0)), where).toBe(true);
      }
    }
  });

  it("keeps a picture's colour profile as Display P3, its pixels as they were", async () => {
    const tagged = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#e0301e" } })
      .withIccProfile("p3")
      .png()
      .toBuffer();
    const mean = async (bytes: Uint8Array | undefined) =>
      (await sharp(bytes).stats()).channels.slice(0, 3).map((channel) => Math.round(channel.mean));
    const { item } = await callerFor("editor").media.upload({ file: tagged, fileName: "red.png" });
    const uploaded = await mean(tagged);
    for (const url of [item.url, ...item.variants.map((variant) => variant.url)]) {
      const stored = files.get(url.slice("/media/".length));
      expect((await sharp(stored).metadata()).hasProfile, url).toBe(true);
      // The WebP copies are lossy: a step or two off.
      const drift = (await mean(stored)).map((value, channel) => Math.abs(value - (uploaded[channel] ?? 0)));
      expect(Math.max(...drift), url).toBeLessThanOrEqual(2);
    }
  });

  it("answers the item already made when the same bytes come again", async () => {
    const bytes = await picture(300, 200, 10);
    const first = await callerFor("admin").media.upload({ file: bytes, fileName: "a.jpg" });
    const again = await callerFor("editor").media.upload({ file: bytes, fileName: "b.jpg" });
    expect(again).toEqual({ item: first.item, created: false });
  });

  it("refuses what is too large (413), not an image we take (415) or too many pixels (400)", async () => {
    const api = callerFor("editor");
    expect(await codeOf(api.media.upload({ file: new Uint8Array(2_000_001) }))).toBe("PAYLOAD_TOO_LARGE");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await codeOf(api.media.upload({ file: svg, fileName: "logo.png" }))).toBe(
      "UNSUPPORTED_MEDIA_TYPE",
    );
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .tiff()
      .toBuffer();
    expect(await codeOf(api.media.upload({ file: tiff }))).toBe("UNSUPPORTED_MEDIA_TYPE");
    // A decompression bomb: a few hundred bytes that declare a canvas of more pixels than allowed.
    const side = Math.ceil(Math.sqrt(MEDIA_MAX_PIXELS)) + 10;
    expect(await codeOf(api.media.upload({ file: pngDeclaring(side, side) }))).toBe("BAD_REQUEST");
  });

  it("is for admins and editors", async () => {
    const file = await picture(10, 10, 99);
    expect(await codeOf(callerFor("seo_manager").media.upload({ file }))).toBe("FORBIDDEN");
    expect(await codeOf(callerFor(null).media.upload({ file }))).toBe("UNAUTHORIZED");
  });
});

describe("media.list, details and delete", () => {
  it("lists newest first, searches names and alt texts, and pages with a cursor", async () => {
    const api = callerFor("editor");
    for (let i = 0; i < 3; i++) {
      await api.media.upload({ file: await picture(20, 20, 60 * i), fileName: `harbour-${i}.jpg` });
    }
    const found = await api.media.list({ q: "HARBOUR" });
    expect(found.items.map((item) => item.fileName)).toEqual([
      "harbour-2.jpg",
      "harbour-1.jpg",
      "harbour-0.jpg",
    ]);
    const first = await api.media.list({ q: "harbour", limit: 2 });
    expect(first.items).toHaveLength(2);
    const rest = await api.media.list({ q: "harbour", limit: 2, cursor: first.nextCursor ?? "" });
    expect(rest.items.map((item) => item.fileName)).toEqual(["harbour-0.jpg"]);
    expect(rest.nextCursor).toBeNull();
    expect((await api.media.list({ q: "The team" })).items.map((item) => item.alt)).toEqual(["The team"]);
  });

  it("says where an image is used, refuses to delete it then (naming the places), and deletes it once unused", async () => {
    const api = callerFor("editor");
    const { item } = await api.media.upload({ file: await picture(900, 600, 1), fileName: "used.jpg" });
    const [variant] = item.variants;
    const [post] = await database.db
      .insert(blogPosts)
      .values({ title: "Featured here", slug: "featured-here", featuredImage: item.url })
      .returning();
    const [page] = await database.db
      .insert(pages)
      .values({
        title: "Shown inline",
        slug: "shown-inline",
        content: `<p><img src="${variant?.url}" alt=""></p>`,
      })
      .returning();
    const details = await api.media.details({ id: item.id });
    expect(details.usage).toEqual([
      { kind: "post", id: post?.id, title: "Featured here" },
      { kind: "page", id: page?.id, title: "Shown inline" },
    ]);
    const refusal = await api.media.delete({ id: item.id }).catch((error: unknown) => error);
    expect((refusal as TRPCError).code).toBe("CONFLICT");
    expect((refusal as TRPCError).message).toBe(
      'This image is still used by Blog post "Featured here", Page "Shown inline". Remove it there first.',
    );
    expect(files.has(item.url.slice("/media/".length))).toBe(true);

    await database.db.delete(blogPosts);
    await database.db.delete(pages);
    await api.media.delete({ id: item.id });
    expect(await codeOf(api.media.details({ id: item.id }))).toBe("NOT_FOUND");
    for (const url of [item.url, ...item.variants.map((v) => v.url)]) {
      expect(files.has(url.slice("/media/".length)), url).toBe(false);
    }
  });

  it("changes the alt text, audited", async () => {
    const api = callerFor("editor");
    const { item } = await api.media.upload({ file: await picture(30, 30, 77) });
    const updated = await api.media.update({ id: item.id, alt: "  A harbour at dawn " });
    expect(updated.alt).toBe("A harbour at dawn");
    const [entry] = await callerFor("admin").auditLog.list({ entityType: "media", entityId: item.id });
    expect(entry).toMatchObject({
      action: "update",
      before: { alt: null },
      after: { alt: "A harbour at dawn" },
    });
  });
});
