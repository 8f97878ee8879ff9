import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { DocumentStorage } from "@staffing/api";
import type { S3Settings } from "../media/s3-storage";

/** Where documents sit in the media's bucket: a prefix no media name can have (they hold no `/`). */
export const PRIVATE_PREFIX = "private/";

/**
 * Private documents in the media's S3-compatible bucket, under `private/`, as private objects: no
 * public ACL and `Cache-Control: private, no-store`, so a bucket policy opened for media does not
 * have to open them, and nothing in between keeps a copy.
 */
export function s3DocumentStorage(settings: S3Settings): DocumentStorage & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => `${PRIVATE_PREFIX}${name}`;
  return {
    async put(name, body, size) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          // Streamed: its length is known from the spool, so the SDK needs no buffer of it.
          Body: body,
          ContentLength: size,
          ContentType: "application/octet-stream",
          CacheControl: "private, no-store",
          ACL: "private",
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength, contentType: undefined };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(names) {
      await Promise.all(
        names.map((name) => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }))),
      );
    },
    close: () => client.destroy(),
  };
}
