import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { EdgePolicy } from "./edge-policy";
import {
  type AnswerEncoding,
  encodedEntityTag,
  entityTag,
  matchesEntityTag,
  negotiatedEncoding,
} from "./entity-tags";
import { surrogateKeyHeaders } from "./surrogate-keys";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

// The same few answers are asked for again and again (the edge asks once per purge or expiry, a
// browser without an edge on each visit): each encoding is compressed once per body.
const compressed = new LRUCache<string, Buffer>({
  max: 500,
  maxSize: 16_000_000,
  sizeCalculation: (b) => b.length,
});

async function encode(text: string, etag: string, encoding: Exclude<AnswerEncoding, "identity">) {
  const key = `${encoding} ${etag}`;
  let body = compressed.get(key);
  if (!body) {
    const bytes = Buffer.from(text);
    body = encoding === "br" ? await brotli(bytes, BROTLI_OPTIONS) : await gzipAsync(bytes, { level: 6 });
    compressed.set(key, body);
  }
  return body;
}

/**
 * A public read (a JSON read, the feed, the sitemap) as a shared cache may keep it: the public
 * Cache-Control, the keys of what it shows, a strong ETag for the encoding sent, and 304 when the
 * request already holds it. Compressed here (not by @fastify/compress, which leaves an answer with a
 * Content-Encoding alone) so the ETag names the very bytes sent.
 */
export async function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  edge: EdgePolicy,
  answer: { status: number; contentType: string; body: string; keys: readonly string[] },
) {
  // The text is hashed and sent as it is: bytes are made only to compress it, once per body.
  const encoding = negotiatedEncoding(request.headers["accept-encoding"]);
  const etag = encodedEntityTag(entityTag(answer.body), encoding);
  reply
    .status(answer.status)
    .type(answer.contentType)
    .header("cache-control", edge.publicCacheControl())
    .headers(surrogateKeyHeaders(answer.keys))
    .header("etag", etag)
    .header("vary", "accept-encoding");
  if (answer.status === 200 && matchesEntityTag(request.headers["if-none-match"], etag))
    return reply.status(304).send();
  if (encoding === "identity") return reply.send(answer.body);
  return reply.header("content-encoding", encoding).send(await encode(answer.body, etag, encoding));
}
