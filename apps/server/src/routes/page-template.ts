import { constants, crc32, deflateRawSync } from "node:zlib";

/** Rendered in place of the nonces, then replaced by each request's own. */
export const NONCE_SLOT = { script: "csp-script-nonce-slot", style: "csp-style-nonce-slot" } as const;
export type NonceKind = keyof typeof NONCE_SLOT;
export type Nonces = Record<NonceKind, string>;

const NONCE_SLOTS = new RegExp(`(${NONCE_SLOT.script}|${NONCE_SLOT.style})`);
// gzip's header: deflate, no name or time, from Unix (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);

/**
 * A rendered page kept as bytes around its nonce slots, so each request only copies them with its
 * own nonces in between. Its gzip form is compressed once too: each stretch between slots is
 * deflated on its own and ends byte-aligned (a sync flush), so a request's nonces go in between as
 * stored (uncompressed) deflate blocks, and only the checksum is computed per request.
 */
export class PageTemplate {
  readonly size: number;
  #gzipParts: Buffer[] | undefined;

  private constructor(
    /** `parts[i]`, then the nonce of `slots[i]`, and so on; one part more than slots. */
    readonly parts: Buffer[],
    readonly slots: NonceKind[],
  ) {
    this.size = parts.reduce((total, part) => total + part.length, 0);
  }

  static fromHtml(html: string): PageTemplate {
    // split() with a capturing group alternates text and slot: text, slot, text, ..., text.
    const pieces = html.split(NONCE_SLOTS);
    return new PageTemplate(
      pieces.filter((_, i) => i % 2 === 0).map((piece) => Buffer.from(piece)),
      pieces.filter((_, i) => i % 2 === 1).map((slot) => (slot === NONCE_SLOT.script ? "script" : "style")),
    );
  }

  /** The page with these nonces, copied once into one buffer. */
  fill(nonces: Nonces): Buffer {
    return this.#join(this.parts, (slot) => Buffer.from(nonces[slot]));
  }

  /** The page with these nonces as gzip, from the stretches compressed on first use. */
  gzip(nonces: Nonces): Buffer {
    this.#gzipParts ??= this.parts.map((part, i) =>
      deflateRawSync(part, i < this.slots.length ? { finishFlush: constants.Z_SYNC_FLUSH } : {}),
    );
    let checksum = 0;
    let length = 0;
    this.parts.forEach((part, i) => {
      // (Skipping empty parts is not only cheaper: Node 20's crc32 answers 0 for an empty buffer
      // that zlib has compressed.)
      if (part.length > 0) checksum = crc32(part, checksum);
      length += part.length;
      const slot = this.slots[i];
      if (slot) {
        checksum = crc32(nonces[slot], checksum);
        length += Buffer.byteLength(nonces[slot]);
      }
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(checksum >>> 0, 0);
    trailer.writeUInt32LE(length % 2 ** 32, 4);
    const body = this.#join(this.#gzipParts, (slot) => storedBlock(Buffer.from(nonces[slot])));
    return Buffer.concat([GZIP_HEADER, body, trailer]);
  }

  #join(parts: Buffer[], between: (slot: NonceKind) => Buffer): Buffer {
    const pieces: Buffer[] = [];
    parts.forEach((part, i) => {
      pieces.push(part);
      const slot = this.slots[i];
      if (slot) pieces.push(between(slot));
    });
    return Buffer.concat(pieces);
  }
}

/** A non-final stored deflate block holding `bytes` (under 64 KB), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(0, 0); // BFINAL 0, BTYPE 00 (stored), padded to the byte
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}
